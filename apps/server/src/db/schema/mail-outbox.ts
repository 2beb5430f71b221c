import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Every e-mail Trellis sends, recorded before it is sent: nothing is lost silently when the
 * mail server fails, and support can see what went out.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: varchar({ length: 40 }).notNull(),
    recipients: jsonb().$type<string[]>().notNull(),
    replyTo: varchar({ length: 254 }),
    subject: varchar({ length: 200 }).notNull(),
    status: varchar({ length: 12 }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_status_idx').on(table.status),
    check('mail_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);
