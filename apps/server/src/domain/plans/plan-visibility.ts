import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PlanRole } from '@trellis/shared/student-plans';
import { planShares, studentPlans, users } from '../../db/schema/index';

// Who sees a student plan, as SQL every query of plans for a user shares: its owner, and the
// users it is shared with while they belong to the plan's district (a colleague who moves to
// another district takes nothing along). A query joins `planShares` on `shareOf(userId)` and
// `viewer` on `sharedViewer`, then filters on `visibleTo(userId)` and reads `roleOf(userId)`.

/** The user a plan is shared with, joined only while they are in the plan's district. */
export const viewer = alias(users, 'viewer');
/** The plan's owner, for their name. */
export const owner = alias(users, 'owner');
/** Who last changed the plan, for their name. */
export const editor = alias(users, 'editor');

/** The join condition of the user's own share of the plan. */
export const shareOf = (userId: string) =>
  and(eq(planShares.planId, studentPlans.id), eq(planShares.userId, userId));

/** The join condition of `viewer`: the share's user, if of the plan's district. */
export const sharedViewer = and(
  eq(viewer.id, planShares.userId),
  eq(viewer.districtId, studentPlans.districtId),
);

/** Whether the user may see the plan at all. */
export const visibleTo = (userId: string) =>
  or(eq(studentPlans.ownerId, userId), isNotNull(viewer.id));

/** The user's role on a visible plan. */
export const roleOf = (userId: string) =>
  sql<PlanRole>`case when ${studentPlans.ownerId} = ${userId} then 'owner' else ${planShares.role} end`;
