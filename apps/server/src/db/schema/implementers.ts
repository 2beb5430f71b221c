import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { studentPlans } from './student-plans';
import { users } from './users';

/**
 * The people who carry out a student plan's items (issue 18, decision 017): a colleague with
 * an account (`colleague_id`; their name and e-mail are read from the account while it
 * exists, and kept here as they were last saved), or anyone by name and school e-mail.
 * `items` are accommodation keys of the plan.
 */
export const planImplementers = pgTable(
  'plan_implementers',
  {
    id: uuid().primaryKey().defaultRandom(),
    planId: uuid()
      .notNull()
      .references(() => studentPlans.id, { onDelete: 'cascade' }),
    colleagueId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    classOrPeriod: varchar({ length: 100 }).notNull().default(''),
    items: jsonb().$type<string[]>().notNull(),
    /** Set while the implementer has paused the weekly log reminder (from their link). */
    remindersPausedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('plan_implementers_plan_id_idx').on(table.planId)],
);

/**
 * Links that open a part of a plan without an account: only the SHA-256 of the token is
 * kept. `purpose` says what a link opens: 'card', one implementer's teacher card and their
 * delivery log (and the only purpose that can confirm reading the card); 'log', brought by a
 * weekly log reminder, their delivery log only (decision 018).
 * `sent_to` and `items` are the implementer's address and item keys when the link was sent:
 * a confirmation counts for that person and that card only.
 */
export const accessLinks = pgTable(
  'access_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    purpose: varchar({ length: 16 }).notNull(),
    planId: uuid()
      .notNull()
      .references(() => studentPlans.id, { onDelete: 'cascade' }),
    implementerId: uuid()
      .notNull()
      .references(() => planImplementers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    sentTo: varchar({ length: 254 }).notNull().default(''),
    items: jsonb().$type<string[]>().notNull().default([]),
  },
  (table) => [
    index('access_links_implementer_id_idx').on(table.implementerId),
    index('access_links_plan_id_idx').on(table.planId),
    check('access_links_purpose_check', sql`${table.purpose} in ('card', 'log')`),
  ],
);

/** An implementer's confirmation that they read the card a link opened: once per link. */
export const acknowledgements = pgTable(
  'acknowledgements',
  {
    id: uuid().primaryKey().defaultRandom(),
    linkId: uuid()
      .notNull()
      .unique()
      .references(() => accessLinks.id, { onDelete: 'cascade' }),
    implementerId: uuid()
      .notNull()
      .references(() => planImplementers.id, { onDelete: 'cascade' }),
    acknowledgedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('acknowledgements_implementer_id_idx').on(table.implementerId)],
);
