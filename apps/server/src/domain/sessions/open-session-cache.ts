import type { Database } from '../../db/client';
import { SessionCache } from './session-cache';
import { attachSessionCache, decodeTarget, SESSION_CACHE_CHANNEL } from './forget-sessions';

interface Log {
  warn(details: object, message: string): void;
}

/**
 * The session cache of one app: cleared by `forgetSessions` on this database handle and by
 * the notifications of other instances on the same PostgreSQL. `close` stops listening.
 */
export async function openSessionCache(database: Database, log: Log) {
  const cache = new SessionCache();
  const detach = attachSessionCache(database.db, cache);
  try {
    const stopListening = await database.listen(SESSION_CACHE_CHANNEL, {
      onNotification: (payload) => cache.forget(decodeTarget(payload)),
      onReconnect: () => cache.forget('all'),
      onError: (err) => {
        // While disconnected, other instances' writes are missed: cached entries may answer
        // stale for up to the TTL, which decision 022 accepts.
        cache.forget('all');
        log.warn({ err }, 'the session cache lost its notification connection; reconnecting');
      },
    });
    return {
      cache,
      close: async () => {
        detach();
        await stopListening();
      },
    };
  } catch (error) {
    detach();
    throw error;
  }
}
