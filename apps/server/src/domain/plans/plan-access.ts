import type { PlanRole } from '@trellis/shared/student-plans';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findPlanAccess, type PlanAccess } from './plans.repository';

// Who may do what with a student plan (issue 16): the owner everything; an editor changes
// the details and the builder state; a viewer reads. Anyone else does not learn that the
// plan exists: 404, never 403.

/** What a request wants to do with a plan. */
export type PlanAction = 'view' | 'edit' | 'manage';

const ALLOWED: Readonly<Record<PlanAction, readonly PlanRole[]>> = {
  view: ['owner', 'editor', 'viewer'],
  edit: ['owner', 'editor'],
  manage: ['owner'],
};

/** The answer for a plan that does not exist or that the user may not see. */
export const PLAN_NOT_FOUND = 'There is no such student plan, or it is not shared with you.';

/** What a user who may not do something is told, by action. */
const REFUSALS: Readonly<Record<Exclude<PlanAction, 'view'>, string>> = {
  edit: 'You can view this student plan but not change it. Ask its owner to make you an editor.',
  manage: 'Only the owner of this student plan can do that.',
};

/** Whether `role` allows `action`. */
export function mayDo(role: PlanRole | null | undefined, action: PlanAction): boolean {
  return role != null && ALLOWED[action].includes(role);
}

/**
 * The plan when the user's role allows `action`: 404 NOT_FOUND when they cannot see it at all
 * (its existence stays hidden), 403 FORBIDDEN when they can see it but not do this. `refusal`
 * replaces the standard 403 message ("Only the owner can share this plan.").
 */
export function requireAccess<Access extends { role: PlanRole }>(
  access: Access | undefined,
  action: PlanAction,
  refusal?: string,
): Access {
  if (!access) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
  if (!mayDo(access.role, action)) {
    throw new AppError('FORBIDDEN', refusal ?? REFUSALS[action === 'view' ? 'manage' : action]);
  }
  return access;
}

/**
 * The plan the user may do `action` with, read for them: 404 when they cannot see it, 403
 * when they may not do this (see {@link requireAccess}).
 */
export async function planFor(
  deps: { db: Db },
  userId: string,
  planId: string,
  action: PlanAction,
): Promise<PlanAccess> {
  return requireAccess(await findPlanAccess(deps.db, planId, userId), action);
}
