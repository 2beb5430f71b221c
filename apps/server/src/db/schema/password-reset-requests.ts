import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Password reset requests, stored before anything else is done: the request answers at once
 * and the same for every address, and a job looks the address up, creates the token and
 * sends the e-mail, retrying it like an estimate's (decision 010). Only the address typed is
 * kept, never a token.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: varchar({ length: 254 }).notNull(),
    /** pending until handled; then sent, or no-account when no account uses the address. */
    mailStatus: varchar({ length: 12 }).notNull().default('pending'),
    mailAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** When the request was last attempted (sent or not). */
    mailedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('password_reset_requests_mail_status_idx').on(table.mailStatus)],
);
