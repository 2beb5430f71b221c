import { describe, expect, it } from 'vitest';
import { SessionCache, type SessionRecord } from './session-cache';

/** A record with just what the cache reads: the user's id and district, the session's time. */
function record(userId: string, districtId: string | null = null): SessionRecord {
  return {
    session: { lastSeenAt: new Date('2026-11-24T09:00:00Z') },
    user: { id: userId, districtId },
  } as unknown as SessionRecord;
}

describe('the session cache', () => {
  function cacheAt(ttlMs = 5_000, maxEntries = 10) {
    const time = { now: 0 };
    return { time, cache: new SessionCache(ttlMs, maxEntries, () => time.now) };
  }

  it('answers a stored record until its TTL has passed, counted from when it was read', () => {
    const { time, cache } = cacheAt();
    cache.store('a', record('u1'), cache.ticket());
    time.now = 4_999;
    cache.touched('a', new Date('2026-11-24T09:01:00Z'));
    expect(cache.get('a')?.session.lastSeenAt).toEqual(new Date('2026-11-24T09:01:00Z'));
    time.now = 5_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses a record read before a forget and stored after it', () => {
    const { cache } = cacheAt();
    const ticket = cache.ticket();
    cache.forget({ userId: 'someone else' });
    cache.store('a', record('u1'), ticket);
    expect(cache.get('a')).toBeUndefined();
    cache.store('a', record('u1'), cache.ticket());
    expect(cache.get('a')).toBeDefined();
  });

  it('forgets one user, every user of a district, or everything', () => {
    const { cache } = cacheAt();
    const fill = () => {
      cache.store('ana', record('ana', 'maple'), cache.ticket());
      cache.store('ben', record('ben', 'maple'), cache.ticket());
      cache.store('pia', record('pia', 'cedar'), cache.ticket());
    };
    const kept = () => ['ana', 'ben', 'pia'].filter((hash) => cache.get(hash));
    fill();
    cache.forget({ userId: 'ben' });
    expect(kept()).toEqual(['ana', 'pia']);
    cache.forget({ districtId: 'maple' });
    expect(kept()).toEqual(['pia']);
    fill();
    cache.forget('all');
    expect(kept()).toEqual([]);
  });

  it('holds at most its size, dropping the oldest first', () => {
    const { cache } = cacheAt(5_000, 2);
    for (const hash of ['a', 'b', 'c']) cache.store(hash, record(hash), cache.ticket());
    expect(['a', 'b', 'c'].map((hash) => cache.get(hash) !== undefined)).toEqual([
      false,
      true,
      true,
    ]);
  });
});
