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
import { districts } from './districts';

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
    /** The district on whose behalf it was sent (its usage figures count it); null otherwise. */
    districtId: uuid().references(() => districts.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('mail_outbox_status_idx').on(table.status),
    index('mail_outbox_district_idx').on(table.districtId, table.createdAt),
    check('mail_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);
