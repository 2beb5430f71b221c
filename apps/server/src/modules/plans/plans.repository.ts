import { and, eq } from 'drizzle-orm';
import type { ShareRole } from '@trellis/shared/student-plans';
import type { Db } from '../../db/client';
import { currentPlans, planShares, studentPlans } from '../../db/schema/index';

// The plans API's own writes: details, deletion, shares. Reads and the writes the builder
// shares are in domain/plans.

/** Changes a plan's details or archive time; marks who changed it and when. */
export async function updatePlanDetails(
  db: Db,
  planId: string,
  set: Partial<Pick<typeof studentPlans.$inferInsert, DetailColumn | 'archivedAt'>>,
  change: { by: string; at: Date },
): Promise<void> {
  await db
    .update(studentPlans)
    .set({ ...set, updatedAt: change.at, updatedBy: change.by })
    .where(eq(studentPlans.id, planId));
}
type DetailColumn = 'label' | 'grade' | 'planType' | 'meetingDate' | 'reviewDate' | 'note';

/** Deletes a plan; its shares, history and current-plan marks go with it (cascade). */
export async function deletePlan(db: Db, planId: string): Promise<void> {
  await db.delete(studentPlans).where(eq(studentPlans.id, planId));
}

/** Shares a plan with a user, or changes their role. */
export async function upsertShare(
  db: Db,
  share: { planId: string; userId: string; role: ShareRole; at: Date },
): Promise<void> {
  await db
    .insert(planShares)
    .values({ planId: share.planId, userId: share.userId, role: share.role, createdAt: share.at })
    .onConflictDoUpdate({
      target: [planShares.planId, planShares.userId],
      set: { role: share.role },
    });
}

/**
 * Stops sharing a plan with a user; it stops being their current plan too. False when it
 * was not shared with them.
 */
export async function deleteShare(db: Db, planId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(planShares)
    .where(and(eq(planShares.planId, planId), eq(planShares.userId, userId)))
    .returning({ userId: planShares.userId });
  await db
    .delete(currentPlans)
    .where(and(eq(currentPlans.planId, planId), eq(currentPlans.userId, userId)));
  return removed.length > 0;
}
