import { boolean, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Schools and districts with a prepaid licence; their users register with the access code. */
export const districts = pgTable('districts', {
  id: uuid().primaryKey().defaultRandom(),
  name: varchar({ length: 128 }).notNull(),
  /** Access code, stored upper-case, at most 8 characters. */
  code: varchar({ length: 8 }).notNull().unique(),
  active: boolean().notNull().default(true),
  /** When the licence ends (the end of its last day, UTC); null for no end date. */
  expiresAt: timestamp({ withTimezone: true }),
  /** When the licence began; null for districts created before it was recorded. */
  licenceStartsAt: timestamp({ withTimezone: true }),
  /** An administrator can switch the access code off without touching the licence. */
  codeActive: boolean().notNull().default(true),
  /** After this time the access code no longer registers anyone; null for no end. */
  codeExpiresAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
