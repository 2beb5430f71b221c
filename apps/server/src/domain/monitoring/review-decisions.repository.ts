import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewDecisions, users } from '../../db/schema/index';

// The team's review decisions per plan item (issue 18, decision 018), with who decided: read
// and saved by the review, read by the account's data download.

export type ReviewDecisionRow = typeof reviewDecisions.$inferSelect;

/** A decision with the name of who made it, or null when their account is gone. */
export interface DecisionWithAuthor {
  row: ReviewDecisionRow;
  decidedBy: { firstName: string; lastName: string } | null;
}

/** The plan's saved decisions, items removed from the plan since included. */
export async function findDecisions(db: Db, planId: string): Promise<DecisionWithAuthor[]> {
  const rows = await db
    .select({ row: reviewDecisions, firstName: users.firstName, lastName: users.lastName })
    .from(reviewDecisions)
    .leftJoin(users, eq(users.id, reviewDecisions.decidedBy))
    .where(eq(reviewDecisions.planId, planId));
  return rows.map(({ row, firstName, lastName }) => ({
    row,
    decidedBy: firstName !== null && lastName !== null ? { firstName, lastName } : null,
  }));
}

/** The decisions of the plans, by plan then item (the account's data download). */
export async function findDecisionsOf(db: Db, planIds: string[]): Promise<ReviewDecisionRow[]> {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(reviewDecisions)
    .where(inArray(reviewDecisions.planId, planIds))
    .orderBy(asc(reviewDecisions.planId), asc(reviewDecisions.itemKey));
}

/** Stores decisions, replacing the item's earlier one (one per plan and item). */
export async function upsertDecisions(
  db: Db,
  rows: (typeof reviewDecisions.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(reviewDecisions)
    .values(rows)
    .onConflictDoUpdate({
      target: [reviewDecisions.planId, reviewDecisions.itemKey],
      set: {
        decision: excluded('decision'),
        note: excluded('note'),
        decidedBy: excluded('decided_by'),
        decidedAt: excluded('decided_at'),
      },
    });
}
