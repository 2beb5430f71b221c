import type { RateRule } from '../../lib/rate-limiter';

const MINUTE = 60_000;

/** How often each account-related action may be tried, and per what. */
export const RATE_RULES = {
  /** Wrong passwords for one account, whoever tries. */
  signInPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  /** Sign-in attempts from one address (a school shares one address: generous). */
  signInPerIp: { limit: 50, windowMs: 15 * MINUTE },
  /** Access-code look-ups from one address: enough for typos, too few to guess codes. */
  codeLookupPerIp: { limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  /** Registrations naming one e-mail address: too few to probe which addresses are taken. */
  registerPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  resetPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resetPerEmail: { limit: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;
