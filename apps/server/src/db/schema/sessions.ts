import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Signed-in sessions. The browser holds an opaque random token in an HttpOnly cookie; only
 * its SHA-256 is stored, so a copy of this table cannot be used to sign in.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** The provider's name when the session began with single sign-on (issue 21); else null. */
    signedInWith: varchar({ length: 64 }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
