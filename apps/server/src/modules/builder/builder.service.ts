import { FIRST_PLAN_LABEL } from '@trellis/shared/plan-limits';
import type { BuilderStateResponse } from '@trellis/shared/builder';
import type { PlanDetails, StudentPlanState } from '@trellis/shared/student-plans';
import { requireAccess } from '../../domain/plans/plan-access';
import { historyLines, stateChanges } from '../../domain/plans/plan-history';
import { findSharesOf } from '../../domain/plans/plan-reads.repository';
import { countOwnedPlans, findCurrentPlanAccess } from '../../domain/plans/plans.repository';
import { AppError } from '../../errors';
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
  label: FIRST_PLAN_LABEL,
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

/** Why a save without a version is refused once more than one plan or person is involved. */
export const UNVERSIONED_SAVE_REFUSED =
  'Trellis now keeps a plan for each student. Reload the page to save your changes into the right student’s plan.';

/**
 * Saves the state into the current plan, with history like any save; a user with no current
 * plan gets a first one. This API names no version, so it may only replace what nobody else
 * could have changed: a user's one plan, shared with nobody (a page from before student
 * plans, in a tab left open). Otherwise 409 PLAN_CONFLICT, never a silent overwrite of
 * another student's or a colleague's work; a viewer of their current plan gets 403.
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
  const alone =
    current.role === 'owner' &&
    (await countOwnedPlans(deps.db, userId)) === 1 &&
    (await findSharesOf(deps.db, [current.plan.id])).length === 0;
  if (!alone) throw new AppError('PLAN_CONFLICT', UNVERSIONED_SAVE_REFUSED);
  return (await saveStudentPlanState(deps, current.plan.id, userId, state)).updatedAt;
}
