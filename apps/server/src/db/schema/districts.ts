import { boolean, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Schools and districts with a prepaid licence; their users register with the access code. */
export const districts = pgTable('districts', {
  id: uuid().primaryKey().defaultRandom(),
  name: varchar({ length: 128 }).notNull(),
  /** Access code, stored upper-case, at most 8 characters. */
  code: varchar({ length: 8 }).notNull().unique(),
  active: boolean().notNull().default(true),
  expiresAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
