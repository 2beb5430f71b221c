import type { SharePlanBody, StudentPlan } from '@trellis/shared/student-plans';
import { findDistrictMembers } from '../../domain/accounts/colleagues.repository';
import { requireAccess } from '../../domain/plans/plan-access';
import { historyLines, personName } from '../../domain/plans/plan-history';
import { findSharesOf } from '../../domain/plans/plan-reads.repository';
import { studentPlanOf } from '../../domain/plans/plan-view';
import { fieldError } from '../../errors';
import { access, OWNER_ONLY, type PlansDeps, recordChange, reloaded } from './plan-context';
import { deleteShare, upsertShare } from './plans.repository';

// Sharing a plan with colleagues of its district (issue 16): the owner shares and stops
// sharing; a colleague may leave a plan shared with them.

/** What sharing outside the plan's district is told (individual accounts have no district). */
export const SHARE_OUTSIDE_DISTRICT = 'You can share a plan only with colleagues of your district.';

/**
 * `PUT /plans/:id/shares`: the owner shares the plan with another user of the plan's
 * district, or changes their role.
 */
export async function sharePlan(
  deps: PlansDeps,
  userId: string,
  planId: string,
  body: SharePlanBody,
): Promise<StudentPlan> {
  const found = requireAccess(await access(deps, userId, planId), 'manage', OWNER_ONLY.share);
  const { districtId, ownerId } = found.plan;
  const [colleague] =
    districtId && body.userId !== ownerId
      ? await findDistrictMembers(deps.db, districtId, [body.userId])
      : [];
  if (!colleague) throw fieldError('VALIDATION_FAILED', 'userId', SHARE_OUTSIDE_DISTRICT);
  const shares = await findSharesOf(deps.db, [planId]);
  const previous = shares.find((share) => share.userId === colleague.id);
  if (previous?.role !== body.role) {
    const line = historyLines.shared(personName(colleague), body.role, previous?.role);
    await recordChange(deps, planId, userId, [line], (tx) =>
      upsertShare(tx, { planId, userId: colleague.id, role: body.role, at: deps.clock.now() }),
    );
  }
  return reloaded(deps, userId, planId);
}

/**
 * `DELETE /plans/:id/shares/:userId`: the owner stops sharing the plan with someone, or a
 * colleague leaves a plan shared with them. The plan stops being their current plan.
 * Removing a share that is not there changes nothing.
 */
export async function unsharePlan(
  deps: PlansDeps,
  userId: string,
  planId: string,
  targetId: string,
): Promise<StudentPlan> {
  const found = requireAccess(await access(deps, userId, planId), 'view');
  if (targetId !== userId) requireAccess(found, 'manage', OWNER_ONLY.unshare);
  const shares = await findSharesOf(deps.db, [planId]);
  const target = shares.find((share) => share.userId === targetId);
  if (!target) return studentPlanOf(found, shares);
  await recordChange(deps, planId, userId, [historyLines.unshared(personName(target))], (tx) =>
    deleteShare(tx, planId, targetId),
  );
  if (found.role !== 'owner') {
    // They can no longer open it: the answer is the plan as they last saw it, without them.
    return studentPlanOf(
      found,
      shares.filter((share) => share !== target),
    );
  }
  return reloaded(deps, userId, planId);
}
