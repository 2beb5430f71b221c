import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BuilderState } from '@trellis/shared/builder';
import { users } from './users';

/**
 * Each user's builder state and plan, so the work follows them to another browser. One
 * document per user: it is always read and written whole, and holds no student names.
 */
export const builderStates = pgTable('builder_states', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: jsonb().$type<BuilderState>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
