import type { findSessionByTokenHash } from './session.repository';

/** A session row with its user and district, as `findSessionByTokenHash` reads it. */
export type SessionRecord = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>;

/** Whose cached sessions to drop: one user's, every user's of a district, or all. */
export type SessionCacheTarget = { userId: string } | { districtId: string } | 'all';

/**
 * How long a session read from the database answers later requests (decision 022). Short
 * enough that a write this process did not hear about (a lost notification) shows within
 * seconds, long enough to spare the look-up on nearly every request of a busy user.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Enough for every user of a large district signed in at once; the oldest entry goes first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  record: SessionRecord;
  storedAt: number;
}

/**
 * Token hash -> the session record, kept a few seconds. It answers only what the database
 * said: every rule (expiry, idle time, revocation, deactivation) is still applied by the
 * caller on each request. Writes that change a record drop it with `forget`.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  // Bumped by every `forget`: a record read before a write but stored after its `forget`
  // would otherwise bring the old row back for a whole TTL.
  #generation = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
    private readonly monotonicNow: () => number = () => performance.now(),
  ) {}

  /** The cached record, or undefined when absent or older than the TTL. */
  get(tokenHash: string): SessionRecord | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.monotonicNow() - entry.storedAt >= this.ttlMs) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.record;
  }

  /** Taken before reading the database; `store` refuses the read if anything was forgotten since. */
  ticket(): number {
    return this.#generation;
  }

  store(tokenHash: string, record: SessionRecord, ticket: number): void {
    if (ticket !== this.#generation || this.ttlMs <= 0) return;
    this.#entries.delete(tokenHash); // re-inserted last, so eviction stays oldest-first
    this.#entries.set(tokenHash, { record, storedAt: this.monotonicNow() });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  /** Records a touch of `last_seen_at` in the cached copy, keeping the entry's age. */
  touched(tokenHash: string, lastSeenAt: Date): void {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return;
    entry.record = { ...entry.record, session: { ...entry.record.session, lastSeenAt } };
  }

  forget(target: SessionCacheTarget): void {
    this.#generation += 1;
    if (target === 'all') {
      this.#entries.clear();
      return;
    }
    const matches =
      'userId' in target
        ? (record: SessionRecord) => record.user.id === target.userId
        : (record: SessionRecord) => record.user.districtId === target.districtId;
    for (const [tokenHash, entry] of this.#entries) {
      if (matches(entry.record)) this.#entries.delete(tokenHash);
    }
  }
}
