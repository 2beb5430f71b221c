import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { districts } from './districts';

/** People who sign in. Personnel of a district are the users with its `district_id`. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: varchar({ length: 254 }).notNull(),
    firstName: varchar({ length: 64 }).notNull(),
    lastName: varchar({ length: 64 }).notNull(),
    phone: varchar({ length: 20 }),
    passwordHash: text().notNull(),
    accountType: varchar({ length: 16 }).notNull(),
    districtId: uuid().references(() => districts.id, { onDelete: 'restrict' }),
    role: varchar({ length: 16 }).notNull().default('member'),
    subscriptionExpiresAt: timestamp({ withTimezone: true }),
    /** The language the app speaks to them in (issue 24); a FAMILY_LOCALES code. */
    locale: varchar({ length: 8 }).notNull().default('en'),
    /** Set by a district administrator: no sign-in, no session, no reset link until cleared. */
    deactivatedAt: timestamp({ withTimezone: true }),
    lastSignInAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // E-mail addresses are unique whatever their case.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_district_id_idx').on(table.districtId),
    check('users_account_type_check', sql`${table.accountType} in ('individual', 'district')`),
    check('users_role_check', sql`${table.role} in ('member', 'district_admin', 'operator')`),
  ],
);
