import { and, count, countDistinct, eq, gte, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { utcDay } from '../../lib/dates';
import {
  deliveryLogEntries,
  districtUsage,
  mailOutbox,
  sessions,
  studentPlans,
  users,
} from '../../db/schema/index';

// A district's use of Trellis per calendar month (UTC), read from the tables that hold it:
// one grouped query per figure, whatever the number of months.

/** A figure per month, `YYYY-MM`; months with nothing are absent. */
export type MonthCounts = { month: string; count: number }[];

/** The months [from, to) as UTC instants: the first moment of the first and of the next. */
export interface MonthRange {
  from: Date;
  to: Date;
}

const monthOf = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

const within = (column: PgColumn, range: MonthRange) =>
  and(gte(column, range.from), lt(column, range.to));

/** Staff who started a session in the month (a sign-in, a registration). */
export async function activeUsersByMonth(db: Db, districtId: string, range: MonthRange) {
  const month = monthOf(sessions.createdAt);
  return db
    .select({ month, count: countDistinct(sessions.userId) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.districtId, districtId), within(sessions.createdAt, range)))
    .groupBy(month);
}

/** Plans created in the month by the district's staff. */
export async function plansByMonth(db: Db, districtId: string, range: MonthRange) {
  const month = monthOf(studentPlans.createdAt);
  return db
    .select({ month, count: count() })
    .from(studentPlans)
    .innerJoin(users, eq(users.id, studentPlans.ownerId))
    .where(and(eq(users.districtId, districtId), within(studentPlans.createdAt, range)))
    .groupBy(month);
}

/** Files downloaded, as the export counter kept them. */
export async function exportsByMonth(db: Db, districtId: string, range: MonthRange) {
  const rows = await db
    .select({ month: districtUsage.month, count: districtUsage.count })
    .from(districtUsage)
    .where(
      and(
        eq(districtUsage.districtId, districtId),
        eq(districtUsage.metric, 'exports'),
        gte(districtUsage.month, utcDay(range.from)),
        lt(districtUsage.month, utcDay(range.to)),
      ),
    );
  return rows.map((row) => ({ month: row.month.slice(0, 7), count: row.count }));
}

/** E-mails recorded on the district's behalf. */
export async function emailsByMonth(db: Db, districtId: string, range: MonthRange) {
  const month = monthOf(mailOutbox.createdAt);
  return db
    .select({ month, count: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.districtId, districtId), within(mailOutbox.createdAt, range)))
    .groupBy(month);
}

/** Delivery log entries first recorded in the month on plans of the district's staff. */
export async function logEntriesByMonth(db: Db, districtId: string, range: MonthRange) {
  const month = monthOf(deliveryLogEntries.createdAt);
  return db
    .select({ month, count: count() })
    .from(deliveryLogEntries)
    .innerJoin(studentPlans, eq(studentPlans.id, deliveryLogEntries.planId))
    .innerJoin(users, eq(users.id, studentPlans.ownerId))
    .where(and(eq(users.districtId, districtId), within(deliveryLogEntries.createdAt, range)))
    .groupBy(month);
}
