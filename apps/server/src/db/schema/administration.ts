import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { districts } from './districts';
import { users } from './users';

/**
 * Every administrative action (roles, deactivation, access codes, licences, exports,
 * deletions): who, what, when. `district_id` has no foreign key on purpose: the record that
 * a district's data was deleted outlives the district. Names are copied in for the same
 * reason: the entry still reads when the actor's account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** "Ana Diaz (ana@district.org)", or "Command line" for the operator's CLI. */
    actorLabel: varchar({ length: 400 }).notNull(),
    districtId: uuid(),
    action: varchar({ length: 40 }).notNull(),
    /** One sentence a reader understands without the rest of the row. */
    summary: text().notNull(),
  },
  (table) => [
    index('audit_log_district_at_idx').on(table.districtId, table.at),
    index('audit_log_at_idx').on(table.at),
  ],
);

/**
 * Usage a district's tables do not keep on their own (exports), counted per calendar month
 * (UTC) by one atomic upsert, so several servers add up correctly.
 */
export const districtUsage = pgTable(
  'district_usage',
  {
    districtId: uuid()
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    month: date({ mode: 'string' }).notNull(),
    metric: varchar({ length: 16 }).notNull(),
    count: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.districtId, table.month, table.metric] }),
    check('district_usage_metric_check', sql`${table.metric} in ('exports')`),
  ],
);
