import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { districts } from './districts';

/**
 * District price estimate requests, stored before any e-mail is sent: a request survives a
 * mail failure and its e-mail to sales is retried until it goes out.
 */
export const estimateRequests = pgTable(
  'estimate_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: varchar({ length: 64 }).notNull(),
    lastName: varchar({ length: 64 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    phone: varchar({ length: 64 }).notNull(),
    schoolName: varchar({ length: 128 }).notNull(),
    address1: varchar({ length: 128 }).notNull(),
    address2: varchar({ length: 128 }).notNull().default(''),
    city: varchar({ length: 128 }).notNull(),
    state: varchar({ length: 128 }).notNull(),
    zipCode: varchar({ length: 5 }).notNull(),
    students: integer().notNull(),
    /** Dollars per year, computed by the server with the shared formula. */
    estimate: integer().notNull(),
    /** pending until the sales e-mail is sent, then sent. */
    mailStatus: varchar({ length: 12 }).notNull().default('pending'),
    mailAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** When the sales e-mail was last handed to the mail server (sent or not). */
    mailedAt: timestamp({ withTimezone: true }),
    /** Where the sale stands, set by an operator: new, contacted, won or lost. */
    status: varchar({ length: 12 }).notNull().default('new'),
    statusChangedAt: timestamp({ withTimezone: true }),
    /** The district created from this request, if any. */
    districtId: uuid().references(() => districts.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('estimate_requests_mail_status_idx').on(table.mailStatus),
    check(
      'estimate_requests_status_check',
      sql`${table.status} in ('new', 'contacted', 'won', 'lost')`,
    ),
  ],
);
