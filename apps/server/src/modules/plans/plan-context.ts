import type { StudentPlan } from '@trellis/shared/student-plans';
import { requireAccess } from '../../domain/plans/plan-access';
import type { HistoryLine } from '../../domain/plans/plan-history';
import { findSharesOf } from '../../domain/plans/plan-reads.repository';
import { studentPlanOf } from '../../domain/plans/plan-view';
import { findPlanAccess, insertEvents, type PlanAccess } from '../../domain/plans/plans.repository';
import type { PlanStoreDeps } from '../../domain/plans/student-plans';

// What the plans API's services share: finding a plan for the user, answering it whole,
// and writing a change together with its history.

export type PlansDeps = PlanStoreDeps;

/** Messages of the refusals that name what only the owner may do. */
export const OWNER_ONLY = {
  archive: 'Only the owner of this student plan can archive or restore it.',
  delete: 'Only the owner of this student plan can delete it.',
  share: 'Only the owner of this student plan can share it.',
  unshare: 'Only the owner of this student plan can stop sharing it with others.',
};

/** The plan with the user's role, if they may see it. */
export async function access(deps: PlansDeps, userId: string, planId: string) {
  return findPlanAccess(deps.db, planId, userId);
}

/** The plan whole, with its shares, as the user with `found` sees it. */
export async function planView(deps: PlansDeps, found: PlanAccess): Promise<StudentPlan> {
  return studentPlanOf(found, await findSharesOf(deps.db, [found.plan.id]));
}

/** The plan as it is now for the user (after a change they made). */
export async function reloaded(
  deps: PlansDeps,
  userId: string,
  planId: string,
): Promise<StudentPlan> {
  return planView(deps, requireAccess(await access(deps, userId, planId), 'view'));
}

/** Writes a change and its history lines together. */
export async function recordChange(
  deps: PlansDeps,
  planId: string,
  userId: string,
  lines: HistoryLine[],
  write: (tx: PlansDeps['db']) => Promise<unknown>,
) {
  await deps.db.transaction(async (tx) => {
    await write(tx);
    await insertEvents(tx, planId, userId, deps.clock.now(), lines);
  });
}
