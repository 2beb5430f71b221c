import { SsoRefusal } from '../../domain/sso/sso-refusal';
import { AppError } from '../../errors';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';

const MINUTE = 60_000;

/**
 * How often single sign-on may be used from one address. A school signs in from one address
 * at the bell, so the limits are generous; they stop a script, not a staff room.
 */
export const SSO_RATE_RULES = {
  /** Look-ups of an e-mail's or a sign-in address's buttons, typed by people. */
  optionsPerIp: { limit: 120, windowMs: MINUTE },
  /** Redirects to a provider: each stores a sign-in under way. */
  startPerIp: { limit: 300, windowMs: MINUTE },
  /** Answers from providers: each may exchange a code with the provider. */
  callbackPerIp: { limit: 300, windowMs: MINUTE },
} satisfies Record<string, RateRule>;

/**
 * Counts a browser navigation (start, callback) against its limit. Over it, the browser is
 * sent to the sign-in page like any other failure rather than shown a JSON 429.
 */
export async function consumeNavigation(
  limiter: RateLimiter,
  key: string,
  rule: RateRule,
): Promise<void> {
  try {
    await limiter.consume(key, rule);
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_ATTEMPTS') {
      throw new SsoRefusal('unavailable', `rate limit ${key.split(':')[0] ?? ''} reached`);
    }
    throw error;
  }
}
