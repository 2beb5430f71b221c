import type { Db } from '../../db/client';
import { fieldError } from '../../errors';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import { verifyPassword } from './password';
import { findUserById } from './users.repository';

/**
 * Wrong passwords typed by a signed-in user, per account, whatever they were for (changing
 * the password, deleting the account): one count, so a stolen session gets 5 guesses per 15
 * minutes in all, not 5 per form.
 */
export const SIGNED_IN_PASSWORD_RULE: RateRule = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Checks the signed-in user's own password before a sensitive change: 400 WRONG_PASSWORD at
 * `field` when it is wrong. Each try is counted before the check (an atomic count, so
 * parallel guesses cannot slip past); a right one clears the count.
 */
export async function confirmOwnPassword(
  deps: { db: Db; limiter: RateLimiter },
  userId: string,
  password: string,
  wrong: { field: string; message: string },
): Promise<void> {
  const key = `own-password:user:${userId}`;
  await deps.limiter.consume(key, SIGNED_IN_PASSWORD_RULE);
  const user = await findUserById(deps.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw fieldError('WRONG_PASSWORD', wrong.field, wrong.message);
  }
  await deps.limiter.clear(key);
}
