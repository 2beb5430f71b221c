import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PlanEventKind, ShareRole } from '@trellis/shared/student-plans';
import type { Db } from '../../db/client';
import { planEvents, planShares, studentPlans, users } from '../../db/schema/index';
import { editor, owner, roleOf, sharedViewer, shareOf, viewer, visibleTo } from './plan-visibility';

// Reading plans in bulk: the My Students list, shares and history of several plans, and a
// user's own plans whole (their data download). Each is one query however many plans.

/**
 * Every plan the user owns or that is shared with them, archived ones too: the role, the
 * owner's and last editor's names, the number of items and whether anyone else can see it.
 * Soonest review first (plans without a review date last), then by label.
 */
export async function listVisiblePlans(db: Db, userId: string) {
  return db
    .select({
      id: studentPlans.id,
      label: studentPlans.label,
      grade: studentPlans.grade,
      planType: studentPlans.planType,
      meetingDate: studentPlans.meetingDate,
      reviewDate: studentPlans.reviewDate,
      note: studentPlans.note,
      archivedAt: studentPlans.archivedAt,
      createdAt: studentPlans.createdAt,
      updatedAt: studentPlans.updatedAt,
      itemCount: sql<number>`jsonb_array_length(${studentPlans.state}->'plan')`.mapWith(Number),
      role: roleOf(userId),
      ownerId: studentPlans.ownerId,
      ownerFirstName: owner.firstName,
      ownerLastName: owner.lastName,
      editorId: editor.id,
      editorFirstName: editor.firstName,
      editorLastName: editor.lastName,
      shared: sql<boolean>`exists (select 1 from ${planShares} as any_share where any_share.plan_id = ${studentPlans.id})`,
    })
    .from(studentPlans)
    .innerJoin(owner, eq(owner.id, studentPlans.ownerId))
    .leftJoin(editor, eq(editor.id, studentPlans.updatedBy))
    .leftJoin(planShares, shareOf(userId))
    .leftJoin(viewer, sharedViewer)
    .where(visibleTo(userId))
    .orderBy(
      sql`${studentPlans.reviewDate} asc nulls last`,
      asc(sql`lower(${studentPlans.label})`),
      asc(studentPlans.label),
      asc(studentPlans.createdAt),
    );
}
export type VisiblePlanRow = Awaited<ReturnType<typeof listVisiblePlans>>[number];

/** The colleagues each of the plans is shared with, by last then first name. */
export async function findSharesOf(db: Db, planIds: string[]) {
  if (planIds.length === 0) return [];
  return db
    .select({
      planId: planShares.planId,
      userId: planShares.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: sql<ShareRole>`${planShares.role}`,
    })
    .from(planShares)
    .innerJoin(users, eq(users.id, planShares.userId))
    .where(inArray(planShares.planId, planIds))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`));
}
export type ShareRow = Awaited<ReturnType<typeof findSharesOf>>[number];

/**
 * The history of the plans, newest first, with each author's name (null when their account
 * is gone); at most `limit` lines when given (for one plan).
 */
export async function findEventsOf(db: Db, planIds: string[], limit?: number) {
  if (planIds.length === 0) return [];
  const query = db
    .select({
      planId: planEvents.planId,
      at: planEvents.at,
      kind: sql<PlanEventKind>`${planEvents.kind}`,
      summary: planEvents.summary,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(planEvents)
    .leftJoin(users, eq(users.id, planEvents.userId))
    .where(inArray(planEvents.planId, planIds))
    .orderBy(desc(planEvents.at), desc(planEvents.id));
  return limit === undefined ? query : query.limit(limit);
}
export type EventRow = Awaited<ReturnType<typeof findEventsOf>>[number];

/** The plans the user owns, whole, oldest first. */
export async function findOwnedPlans(db: Db, ownerId: string) {
  return db
    .select()
    .from(studentPlans)
    .where(eq(studentPlans.ownerId, ownerId))
    .orderBy(asc(studentPlans.createdAt), asc(studentPlans.id));
}
