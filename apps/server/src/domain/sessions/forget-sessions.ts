import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SessionCache, SessionCacheTarget } from './session-cache';

/** The PostgreSQL channel on which every instance hears which cached sessions to drop. */
export const SESSION_CACHE_CHANNEL = 'trellis_session_cache';

// The caches of the apps running on each database handle: a write learns which caches to
// clear from the handle it wrote through, so services need no extra dependency.
const cachesByDb = new WeakMap<Db, Set<SessionCache>>();

/** Makes `forgetSessions(db, …)` clear `cache`; returns the function that undoes it. */
export function attachSessionCache(db: Db, cache: SessionCache): () => void {
  const caches = cachesByDb.get(db) ?? new Set<SessionCache>();
  caches.add(cache);
  cachesByDb.set(db, caches);
  return () => caches.delete(cache);
}

/** The notification payload for a target: `user:<id>`, `district:<id>` or `all`. */
export function encodeTarget(target: SessionCacheTarget): string {
  if (target === 'all') return 'all';
  return 'userId' in target ? `user:${target.userId}` : `district:${target.districtId}`;
}

/** The target of a payload; anything unreadable clears everything, the safe side. */
export function decodeTarget(payload: string | undefined): SessionCacheTarget {
  const [kind, id] = (payload ?? '').split(':', 2);
  if (kind === 'user' && id) return { userId: id };
  if (kind === 'district' && id) return { districtId: id };
  return 'all';
}

/**
 * Drops the cached sessions a committed write made stale, in this process at once and in
 * every other instance on the same PostgreSQL through NOTIFY. Call it with the database
 * handle (not a transaction) after the transaction commits, before answering: called
 * inside, a request could cache the old row again before the commit.
 */
export async function forgetSessions(db: Db, target: SessionCacheTarget): Promise<void> {
  for (const cache of cachesByDb.get(db) ?? []) cache.forget(target);
  // On the embedded database no other process can listen (the data directory is locked);
  // the notification is then simply not heard, which costs one round trip on a rare write.
  try {
    await db.execute(sql`select pg_notify(${SESSION_CACHE_CHANNEL}, ${encodeTarget(target)})`);
  } catch (error) {
    // The write has committed: answering 500 would tell the user it failed. Other instances
    // still drop the entry within the TTL (decision 022); the warning tells the operator.
    const reason = error instanceof Error ? error.message : String(error);
    process.emitWarning(`could not notify other instances to clear cached sessions: ${reason}`);
  }
}
