import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';
import { AppError } from '../errors';
import type { Clock } from './clock';

/** At most `limit` hits per `windowMs` for one key. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateState {
  hits: number;
  resetAt: Date;
}

/**
 * Fixed-window counters in the database, shared by every server instance. A window starts
 * at a key's first hit and ends `windowMs` later; the next hit after that starts a new one.
 */
export function createRateLimiter(db: Db, clock: Clock) {
  async function hit(key: string, rule: RateRule, count = 1): Promise<RateState> {
    const now = clock.now();
    const resetAt = new Date(now.getTime() + rule.windowMs);
    const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: count, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then ${count}::int else ${rateLimits.hits} + ${count}::int end`,
          resetAt: sql`case when ${expired} then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    return row ?? { hits: count, resetAt };
  }

  async function clear(key: string) {
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /**
   * Counts a hit and throws 429 once the key is over its limit. Decided by the count the
   * atomic upsert returns, never by an earlier read: parallel requests cannot all pass.
   */
  async function consume(key: string, rule: RateRule) {
    const state = await hit(key, rule);
    if (state.hits > rule.limit) throw tooManyAttempts(state.resetAt, clock.now());
  }

  /**
   * Counts `count` hits at once, all or none: over the limit, they are given back and 429
   * is thrown, so a batch (reminders) either fits the budget whole or spends none of it.
   */
  async function consumeMany(key: string, rule: RateRule, count: number) {
    if (count <= 0) return;
    const state = await hit(key, rule, count);
    if (state.hits > rule.limit) {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - ${count}::int, 0)` })
        .where(eq(rateLimits.key, key));
      throw tooManyAttempts(state.resetAt, clock.now());
    }
  }

  /**
   * For limits that count only failures (probing): counts the attempt before it is made and
   * throws 429 when the key is over its limit, like {@link consume}, so parallel attempts
   * cannot all pass. Answers `succeeded`, which gives the hit back once the attempt turned
   * out good: only failed attempts stay counted. A hit given back after its window ended is
   * not taken from the next one.
   */
  async function consumeUnlessGood(key: string, rule: RateRule) {
    const state = await hit(key, rule);
    if (state.hits > rule.limit) throw tooManyAttempts(state.resetAt, clock.now());
    return {
      succeeded: async () => {
        await db
          .update(rateLimits)
          .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
          .where(and(eq(rateLimits.key, key), eq(rateLimits.resetAt, state.resetAt)));
      },
    };
  }

  return { hit, clear, consume, consumeMany, consumeUnlessGood };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** 429 with a message that says when to try again (and the Retry-After seconds). */
export function tooManyAttempts(resetAt: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const when = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const error = new AppError(
    'TOO_MANY_ATTEMPTS',
    `Too many attempts. Please wait ${when} and try again.`,
  );
  error.retryAfterSeconds = seconds;
  return error;
}
