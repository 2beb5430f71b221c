import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for rate limits (sign-in, code look-ups, registration, resets).
 * In the database, not in memory, so several server instances share them.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar({ length: 300 }).primaryKey(),
  hits: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});
