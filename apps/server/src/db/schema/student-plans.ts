import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { districts } from './districts';
import { users } from './users';

/**
 * Student plans (issue 16, decision 015): one student's builder state and plan items under a
 * label the owner chooses. `district_id` is the owner's district when the plan was made: the
 * plan is shared only within it. `version` counts state saves, so a save names the version it
 * was based on and a stale one is refused.
 */
export const studentPlans = pgTable(
  'student_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    districtId: uuid().references(() => districts.id, { onDelete: 'cascade' }),
    label: varchar({ length: 40 }).notNull(),
    grade: varchar({ length: 8 }),
    planType: varchar({ length: 8 }).notNull(),
    meetingDate: date({ mode: 'string' }),
    reviewDate: date({ mode: 'string' }),
    note: text().notNull().default(''),
    state: jsonb().$type<StudentPlanState>().notNull(),
    version: integer().notNull().default(1),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('student_plans_owner_id_idx').on(table.ownerId),
    // The review-due reminder looks plans up by review date every few minutes.
    index('student_plans_review_date_idx').on(table.reviewDate),
    check('student_plans_plan_type_check', sql`${table.planType} in ('IEP', '504', 'Other')`),
  ],
);

/** Colleagues of the plan's district who may edit or view it. */
export const planShares = pgTable(
  'plan_shares',
  {
    planId: uuid()
      .notNull()
      .references(() => studentPlans.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar({ length: 8 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.userId] }),
    index('plan_shares_user_id_idx').on(table.userId),
    check('plan_shares_role_check', sql`${table.role} in ('editor', 'viewer')`),
  ],
);

/**
 * A plan's history: who changed what, in words. The id orders the events of one request,
 * which share their time.
 */
export const planEvents = pgTable(
  'plan_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    planId: uuid()
      .notNull()
      .references(() => studentPlans.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull(),
    kind: varchar({ length: 16 }).notNull(),
    summary: text().notNull(),
  },
  (table) => [index('plan_events_plan_id_at_idx').on(table.planId, table.at)],
);

/** The plan the builder and My Plan work on, per user. */
export const currentPlans = pgTable('current_plans', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: uuid()
    .notNull()
    .references(() => studentPlans.id, { onDelete: 'cascade' }),
});
