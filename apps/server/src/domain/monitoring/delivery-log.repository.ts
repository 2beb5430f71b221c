import { and, asc, eq, gte, inArray, like, lte, max, ne, sql } from 'drizzle-orm';
import type { LogEntry, LogPeriod } from '@trellis/shared/delivery-log';
import { lastLoggedDay } from '@trellis/shared/monitoring';
import type { Db } from '../../db/client';
import { deliveryLogEntries, studentPlans } from '../../db/schema/index';

// The delivery log's rows (issue 18, decision 018): read by the monitoring view, the review,
// the link pages, the exports and the reminder jobs; written by the link and signed-in logs.

export type LogEntryRow = typeof deliveryLogEntries.$inferSelect;
export type NewLogEntryRow = typeof deliveryLogEntries.$inferInsert;

/** `2026-11-24T09:00:00.123Z` as `20261124T090000.123Z` (ISO 8601's basic format). */
const basicIsoTime = (at: Date) => at.toISOString().replace(/[-:]/g, '');

/** Who an entry is logged as: the key that makes one entry per logger, item and period. */
export const loggerKeys = {
  implementer: (implementerId: string) => `implementer:${implementerId}`,
  user: (userId: string) => `user:${userId}`,
  student: 'student',
  /**
   * The entries of someone who was the implementer until `at`, when another person took
   * their row: no logger's key, so they are nobody's own any more. 64 characters at most
   * (the column's length): `former:<implementer id>:<time in ISO basic format>`.
   */
  former: (implementerId: string, at: Date) => `former:${implementerId}:${basicIsoTime(at)}`,
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

/** Every entry of the plans, by plan, oldest first (the account's data download). */
export async function findLogEntriesOf(db: Db, planIds: string[]): Promise<LogEntryRow[]> {
  if (planIds.length === 0) return [];
  const table = deliveryLogEntries;
  return db
    .select()
    .from(table)
    .where(inArray(table.planId, planIds))
    .orderBy(asc(table.planId), asc(table.startsOn), asc(table.itemKey), asc(table.createdAt));
}

/**
 * The entries the user saved on plans they do not own (as an editor, or as an implementer
 * colleague), with the plan's label, by plan, oldest first (the account's data download).
 */
export async function findLogEntriesByAuthor(
  db: Db,
  userId: string,
): Promise<{ row: LogEntryRow; label: string }[]> {
  const table = deliveryLogEntries;
  return db
    .select({ row: table, label: studentPlans.label })
    .from(table)
    .innerJoin(studentPlans, eq(studentPlans.id, table.planId))
    .where(and(eq(table.authorId, userId), ne(studentPlans.ownerId, userId)))
    .orderBy(asc(table.planId), asc(table.startsOn), asc(table.itemKey), asc(table.createdAt));
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

/**
 * The implementer row now names another person (decision 018): the entries logged as it
 * become the plan's record only, under the name they were logged with, with no implementer
 * and a former logger's key, so the new person neither sees nor replaces them.
 */
export async function retireImplementerEntries(
  db: Db,
  implementerId: string,
  at: Date,
): Promise<void> {
  await db
    .update(deliveryLogEntries)
    .set({ implementerId: null, loggerKey: loggerKeys.former(implementerId, at) })
    .where(eq(deliveryLogEntries.loggerKey, loggerKeys.implementer(implementerId)));
}

/**
 * The last day each implementer's own entries cover up to `today` (`lastLoggedDay`), by
 * implementer id, over the plans; one grouped query.
 */
export async function findLastLoggedOn(
  db: Db,
  planIds: string[],
  today: string,
): Promise<Map<string, string>> {
  const last = new Map<string, string>();
  if (planIds.length === 0) return last;
  const table = deliveryLogEntries;
  const rows = await db
    .select({ loggerKey: table.loggerKey, period: table.period, startsOn: max(table.startsOn) })
    .from(table)
    .where(and(inArray(table.planId, planIds), like(table.loggerKey, loggerKeys.implementer('%'))))
    .groupBy(table.loggerKey, table.period);
  for (const { loggerKey, period, startsOn } of rows) {
    if (!startsOn) continue;
    const id = loggerKey.slice(loggerKeys.implementer('').length);
    const day = lastLoggedDay({ period: period as LogPeriod, startsOn }, today);
    const known = last.get(id);
    if (!known || day > known) last.set(id, day);
  }
  return last;
}

/**
 * An account is being deleted: the entries it logged keep their answers (they are the plan's
 * record) but name `formerName` instead of the person; the student's view keeps its label.
 */
export async function forgetLoggerName(db: Db, userId: string, formerName: string) {
  await db
    .update(deliveryLogEntries)
    .set({ loggerName: formerName })
    .where(and(eq(deliveryLogEntries.authorId, userId), ne(deliveryLogEntries.role, 'student')));
}

/** An entry as a reader sees it; `readerKeys` are the logger keys that are the reader's. */
export function logEntryOf(row: LogEntryRow, readerKeys: ReadonlySet<string>): LogEntry {
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
    mine: readerKeys.has(row.loggerKey),
  };
}
