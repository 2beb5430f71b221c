import type { BuilderStateResponse } from '@trellis/shared/builder';
import type { PlanDetails, StudentPlanState } from '@trellis/shared/student-plans';
import { requireAccess } from '../../domain/plans/plan-access';
import { historyLines, stateChanges } from '../../domain/plans/plan-history';
import { findCurrentPlanAccess } from '../../domain/plans/plans.repository';
import {
  createStudentPlan,
  EMPTY_PLAN_STATE,
  type PlanStoreDeps,
  saveStudentPlanState,
} from '../../domain/plans/student-plans';

// The builder's own state API (spec §3) works on the user's current student plan: the
// browser that does not know about plans yet keeps working, and its saves land in a plan.

/** The plan a user's first save makes when they have none (as the migration named theirs). */
export const FIRST_PLAN_DETAILS: PlanDetails = {
  label: 'My first student',
  grade: null,
  planType: 'Other',
  meetingDate: null,
  reviewDate: null,
  note: '',
};

/** The current plan's state and when it last changed, or nulls when the user has none. */
export async function currentBuilderState(
  deps: PlanStoreDeps,
  userId: string,
): Promise<BuilderStateResponse> {
  const current = await findCurrentPlanAccess(deps.db, userId);
  return current
    ? { state: current.plan.state, updatedAt: current.plan.updatedAt.toISOString() }
    : { state: null, updatedAt: null };
}

/**
 * Saves the state into the current plan, whatever was saved since (this API has no
 * versions), with history like any save; a user with no current plan gets a first one. A
 * viewer of their current plan is refused (403).
 */
export async function saveBuilderState(
  deps: PlanStoreDeps,
  userId: string,
  state: StudentPlanState,
): Promise<Date> {
  const current = await findCurrentPlanAccess(deps.db, userId);
  if (!current) {
    const created = await createStudentPlan(deps, userId, { details: FIRST_PLAN_DETAILS, state }, [
      historyLines.created(),
      ...stateChanges(EMPTY_PLAN_STATE, state),
    ]);
    return created.updatedAt;
  }
  requireAccess(current, 'edit');
  return (await saveStudentPlanState(deps, current.plan.id, userId, state)).updatedAt;
}
