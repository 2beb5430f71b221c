import { pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A purchase of the individual licence, from starting checkout to payment. `purpose` is
 * `new` (creates an account) or `renewal` (extends `user_id`'s subscription).
 */
export const checkoutSessions = pgTable('checkout_sessions', {
  id: uuid().primaryKey().defaultRandom(),
  provider: varchar({ length: 16 }).notNull(),
  /** The provider's own id (Stripe's `cs_…`); null for the built-in test checkout. */
  providerRef: varchar({ length: 255 }).unique(),
  purpose: varchar({ length: 12 }).notNull(),
  userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
  /** open → paid (or expired). */
  status: varchar({ length: 12 }).notNull().default('open'),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  paidAt: timestamp({ withTimezone: true }),
});

/**
 * Single-use keys that let a new individual subscriber set a password (Complete
 * Registration). Only the SHA-256 of the key is stored.
 */
export const completionKeys = pgTable('completion_keys', {
  tokenHash: varchar({ length: 64 }).primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  checkoutSessionId: uuid().references(() => checkoutSessions.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});
