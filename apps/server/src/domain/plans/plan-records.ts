import type { AccountDataPlan } from '@trellis/shared/account-data';
import type { ReviewDecision } from '@trellis/shared/review-meeting';
import type { Db } from '../../db/client';
import type { studentPlans } from '../../db/schema/index';
import { confirmationOf, findImplementersOf } from '../monitoring/implementers.repository';
import { findLogEntriesOf, logEntryOf } from '../monitoring/delivery-log.repository';
import { findDecisionsOf } from '../monitoring/review-decisions.repository';
import { findEventsOf, findSharesOf } from './plan-reads.repository';
import { detailsOf, eventOf, shareOf } from './plan-view';

// Plans whole, as the data downloads hold them: the account's (a user's own plans) and the
// district's (every plan of its staff). One query per kind of record however many plans.

export type PlanRow = typeof studentPlans.$inferSelect;

/** The rows by plan id, in their order. */
export function byPlan<Row>(
  rows: readonly Row[],
  planOf: (row: Row) => string,
): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const group = grouped.get(planOf(row));
    if (group) group.push(row);
    else grouped.set(planOf(row), [row]);
  }
  return grouped;
}

/**
 * Each plan with its shares, history, implementers, delivery log and review decisions, in
 * the order given. `readerKeys` are the logger keys of whoever downloads (their entries are
 * marked `mine`).
 */
export async function planRecords(
  db: Db,
  plans: readonly PlanRow[],
  readerKeys: ReadonlySet<string>,
): Promise<AccountDataPlan[]> {
  const ids = plans.map((plan) => plan.id);
  const [shares, events, implementers, log, decisions] = await Promise.all([
    findSharesOf(db, ids),
    findEventsOf(db, ids),
    findImplementersOf(db, ids),
    findLogEntriesOf(db, ids),
    findDecisionsOf(db, ids),
  ]);
  const sharesByPlan = byPlan(shares, (row) => row.planId);
  const eventsByPlan = byPlan(events, (row) => row.planId);
  const implementersByPlan = byPlan(implementers, (entry) => entry.row.planId);
  const logByPlan = byPlan(log, (row) => row.planId);
  const decisionsByPlan = byPlan(decisions, (row) => row.planId);
  return plans.map((plan) => ({
    id: plan.id,
    ...detailsOf(plan),
    archived: plan.archivedAt !== null,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
    version: plan.version,
    state: plan.state,
    shares: (sharesByPlan.get(plan.id) ?? []).map(shareOf),
    history: (eventsByPlan.get(plan.id) ?? []).map(eventOf),
    implementers: (implementersByPlan.get(plan.id) ?? []).map((entry) => ({
      name: entry.name,
      email: entry.email,
      classOrPeriod: entry.row.classOrPeriod,
      items: entry.row.items,
      cardSentAt: entry.latest?.createdAt.toISOString() ?? null,
      acknowledgedAt: confirmationOf(entry)?.toISOString() ?? null,
    })),
    deliveryLog: (logByPlan.get(plan.id) ?? []).map((row) => logEntryOf(row, readerKeys)),
    reviewDecisions: (decisionsByPlan.get(plan.id) ?? []).map((row) => ({
      itemKey: row.itemKey,
      decision: row.decision as ReviewDecision,
      note: row.note,
      decidedAt: row.decidedAt.toISOString(),
    })),
  }));
}
