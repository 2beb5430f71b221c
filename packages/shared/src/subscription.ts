// Zod-free, so the web app's licence notices can read the price and the rule without loading
// the schema chunk (apps/web/vite.config.ts).

/** The individual licence: one year for $39.95 (spec §9). */
export const INDIVIDUAL_PRICE_CENTS = 3995;
/** The price as the pages show it. */
export const INDIVIDUAL_PRICE_LABEL = '$39.95';

/** Whether an individual's paid year has passed: they must renew before using the builder. */
export function subscriptionEnded(
  user: { accountType: string; subscriptionExpiresAt: string | null },
  now: Date,
): boolean {
  return (
    user.accountType === 'individual' &&
    user.subscriptionExpiresAt !== null &&
    new Date(user.subscriptionExpiresAt) <= now
  );
}
