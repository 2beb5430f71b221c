import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { LogEntry } from '@trellis/shared/delivery-log';
import type { Db } from '../../db/client';
import { deliveryLogEntries } from '../../db/schema/index';

// The delivery log's rows (issue 18, decision 018): read by the monitoring view, the review,
// the link pages, the exports and the reminder jobs; written by the link and signed-in logs.

export type LogEntryRow = typeof deliveryLogEntries.$inferSelect;
export type NewLogEntryRow = typeof deliveryLogEntries.$inferInsert;

/** Who an entry is logged as: the key that makes one entry per logger, item and period. */
export const loggerKeys = {
  implementer: (implementerId: string) => `implementer:${implementerId}`,
  user: (userId: string) => `user:${userId}`,
  student: 'student',
} as const;

export interface LogFilter {
  /** Entries whose period touches [from, to] (both included). */
  from?: string;
  to?: string;
  implementerId?: string;
  loggerKey?: string;
}

/** A plan's entries the filter keeps, oldest first (then by item). */
export async function findLogEntries(
  db: Db,
  planId: string,
  filter: LogFilter = {},
): Promise<LogEntryRow[]> {
  const table = deliveryLogEntries;
  return db
    .select()
    .from(table)
    .where(
      and(
        eq(table.planId, planId),
        filter.to ? lte(table.startsOn, filter.to) : undefined,
        // A week's entry (named by its Monday) touches the range if its Sunday is in it.
        filter.from
          ? gte(
              sql`${table.startsOn} + case when ${table.period} = 'week' then 6 else 0 end`,
              filter.from,
            )
          : undefined,
        filter.implementerId ? eq(table.implementerId, filter.implementerId) : undefined,
        filter.loggerKey ? eq(table.loggerKey, filter.loggerKey) : undefined,
      ),
    )
    .orderBy(asc(table.startsOn), asc(table.itemKey), asc(table.createdAt));
}

/**
 * Stores entries, replacing those of the same logger, item, period and day: two saves at
 * once leave one row each (the unique key decides), the later answers winning.
 */
export async function upsertLogEntries(db: Db, rows: NewLogEntryRow[]): Promise<LogEntryRow[]> {
  if (rows.length === 0) return [];
  const table = deliveryLogEntries;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  return db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target: [table.planId, table.loggerKey, table.itemKey, table.period, table.startsOn],
      set: {
        role: excluded('role'),
        implementerId: excluded('implementer_id'),
        authorId: excluded('author_id'),
        loggerName: excluded('logger_name'),
        provided: excluded('provided'),
        reason: excluded('reason'),
        used: excluded('used'),
        rating: excluded('rating'),
        note: excluded('note'),
        updatedAt: excluded('updated_at'),
      },
    })
    .returning();
}

/** An entry as every reader sees it. */
export function logEntryOf(row: LogEntryRow): LogEntry {
  return {
    id: row.id,
    itemKey: row.itemKey,
    period: row.period as LogEntry['period'],
    startsOn: row.startsOn,
    role: row.role as LogEntry['role'],
    implementerId: row.implementerId,
    loggerName: row.loggerName,
    provided: row.provided as LogEntry['provided'],
    reason: row.reason,
    used: row.used as LogEntry['used'],
    rating: row.rating,
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
  };
}
