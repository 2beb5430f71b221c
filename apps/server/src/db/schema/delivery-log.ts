import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { planImplementers } from './implementers';
import { studentPlans } from './student-plans';
import { users } from './users';

/**
 * The delivery log (issue 18, decision 018): for one plan item, one logger and one day or
 * week, whether it was provided (fully, partly, not, with a reason), whether the student used
 * it, how well it worked (1–5) and a note. `logger_key` names who logged
 * ('implementer:<id>', 'user:<id>', or 'student' for the student's own view entered by the
 * case manager): logging the same item, period and day again replaces the entry.
 * `logger_name` is the name as it was when logged, so the log survives a removed implementer.
 */
export const deliveryLogEntries = pgTable(
  'delivery_log_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    planId: uuid()
      .notNull()
      .references(() => studentPlans.id, { onDelete: 'cascade' }),
    itemKey: varchar({ length: 12 }).notNull(),
    /** 'day' or 'week'; a week starts on its Monday. */
    period: varchar({ length: 4 }).notNull(),
    startsOn: date({ mode: 'string' }).notNull(),
    loggerKey: varchar({ length: 64 }).notNull(),
    /** 'implementer', 'case-manager' or 'student'. */
    role: varchar({ length: 16 }).notNull(),
    implementerId: uuid().references(() => planImplementers.id, { onDelete: 'set null' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    loggerName: varchar({ length: 100 }).notNull(),
    /** 'full', 'partly' or 'not'; null on the student's own view. */
    provided: varchar({ length: 8 }),
    reason: varchar({ length: 200 }).notNull().default(''),
    used: varchar({ length: 8 }),
    rating: smallint(),
    note: varchar({ length: 500 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique('delivery_log_entries_once').on(
      table.planId,
      table.loggerKey,
      table.itemKey,
      table.period,
      table.startsOn,
    ),
    index('delivery_log_entries_plan_starts_idx').on(table.planId, table.startsOn),
    index('delivery_log_entries_implementer_idx').on(table.implementerId),
    check('delivery_log_entries_period_check', sql`${table.period} in ('day', 'week')`),
    check(
      'delivery_log_entries_role_check',
      sql`${table.role} in ('implementer', 'case-manager', 'student')`,
    ),
    check(
      'delivery_log_entries_provided_check',
      sql`${table.provided} is null or ${table.provided} in ('full', 'partly', 'not')`,
    ),
    check(
      'delivery_log_entries_used_check',
      sql`${table.used} is null or ${table.used} in ('yes', 'no')`,
    ),
    check(
      'delivery_log_entries_rating_check',
      sql`${table.rating} is null or ${table.rating} between 1 and 5`,
    ),
  ],
);

/** The team's review decision per plan item (keep, adjust, fade, remove) and its note. */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    planId: uuid()
      .notNull()
      .references(() => studentPlans.id, { onDelete: 'cascade' }),
    itemKey: varchar({ length: 12 }).notNull(),
    decision: varchar({ length: 8 }).notNull(),
    note: varchar({ length: 300 }).notNull().default(''),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.itemKey] }),
    check(
      'review_decisions_decision_check',
      sql`${table.decision} in ('keep', 'adjust', 'fade', 'remove')`,
    ),
  ],
);

/**
 * Reminder e-mails of the scheduled jobs (decision 018), stored before they are sent: the
 * weekly log reminder to an implementer, the review-due notice to a case manager, and an
 * individual's subscription-ending notices (`user_id`, no plan). `dedupe_key`
 * ('log:<implementerId>:<week Monday>', 'review:<planId>:<review date>',
 * 'renewal:<userId>:<end date>:<days before>') makes each reminder exist once, whichever
 * server's pass stores it first; delivery then follows the stored-first columns (decision 010).
 */
export const reminderMails = pgTable(
  'reminder_mails',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: varchar({ length: 16 }).notNull(),
    dedupeKey: varchar({ length: 120 }).notNull().unique(),
    planId: uuid().references(() => studentPlans.id, { onDelete: 'cascade' }),
    implementerId: uuid().references(() => planImplementers.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    mailStatus: varchar({ length: 12 }).notNull().default('pending'),
    mailAttempts: integer().notNull().default(0),
    mailedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('reminder_mails_status_idx').on(table.mailStatus),
    check('reminder_mails_kind_check', sql`${table.kind} in ('log', 'review', 'renewal')`),
  ],
);
