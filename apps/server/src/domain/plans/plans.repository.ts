import { and, eq, sql } from 'drizzle-orm';
import type { PlanRole, StudentPlanState } from '@trellis/shared/student-plans';
import type { Db } from '../../db/client';
import { currentPlans, planEvents, planShares, studentPlans } from '../../db/schema/index';
import type { HistoryLine } from './plan-history';
import { editor, owner, roleOf, sharedViewer, shareOf, viewer, visibleTo } from './plan-visibility';

export type PlanRow = typeof studentPlans.$inferSelect;
export type NewPlanRow = typeof studentPlans.$inferInsert;

/** A plan as one user may use it: the row, their role, and who owns and last changed it. */
export interface PlanAccess {
  plan: PlanRow;
  role: PlanRole;
  owner: { id: string; firstName: string; lastName: string; email: string };
  lastEditor: { id: string; firstName: string; lastName: string } | null;
}

const accessColumns = (userId: string) => ({
  plan: studentPlans,
  role: roleOf(userId),
  ownerFirstName: owner.firstName,
  ownerLastName: owner.lastName,
  ownerEmail: owner.email,
  editorId: editor.id,
  editorFirstName: editor.firstName,
  editorLastName: editor.lastName,
});

type AccessRow = {
  plan: PlanRow;
  role: PlanRole;
  ownerFirstName: string;
  ownerLastName: string;
  ownerEmail: string;
  editorId: string | null;
  editorFirstName: string | null;
  editorLastName: string | null;
};

function toAccess(row: AccessRow | undefined): PlanAccess | undefined {
  if (!row) return undefined;
  return {
    plan: row.plan,
    role: row.role,
    owner: {
      id: row.plan.ownerId,
      firstName: row.ownerFirstName,
      lastName: row.ownerLastName,
      email: row.ownerEmail,
    },
    lastEditor:
      row.editorId === null
        ? null
        : {
            id: row.editorId,
            firstName: row.editorFirstName ?? '',
            lastName: row.editorLastName ?? '',
          },
  };
}

/** The plan with the user's role on it, or undefined when it does not exist or they cannot see it. */
export async function findPlanAccess(
  db: Db,
  planId: string,
  userId: string,
): Promise<PlanAccess | undefined> {
  const [row] = await db
    .select(accessColumns(userId))
    .from(studentPlans)
    .innerJoin(owner, eq(owner.id, studentPlans.ownerId))
    .leftJoin(editor, eq(editor.id, studentPlans.updatedBy))
    .leftJoin(planShares, shareOf(userId))
    .leftJoin(viewer, sharedViewer)
    .where(and(eq(studentPlans.id, planId), visibleTo(userId)));
  return toAccess(row);
}

/** The user's current plan (the builder's), if there is one they can still see. */
export async function findCurrentPlanAccess(
  db: Db,
  userId: string,
): Promise<PlanAccess | undefined> {
  const [row] = await db
    .select(accessColumns(userId))
    .from(currentPlans)
    .innerJoin(studentPlans, eq(studentPlans.id, currentPlans.planId))
    .innerJoin(owner, eq(owner.id, studentPlans.ownerId))
    .leftJoin(editor, eq(editor.id, studentPlans.updatedBy))
    .leftJoin(planShares, shareOf(userId))
    .leftJoin(viewer, sharedViewer)
    .where(and(eq(currentPlans.userId, userId), visibleTo(userId)));
  return toAccess(row);
}

/** The id of the user's current plan, if they can still see it. */
export async function findCurrentPlanId(db: Db, userId: string): Promise<string | null> {
  return (await findCurrentPlanAccess(db, userId))?.plan.id ?? null;
}

/** Makes a plan the user's current one. */
export async function setCurrentPlan(db: Db, userId: string, planId: string): Promise<void> {
  await db
    .insert(currentPlans)
    .values({ userId, planId })
    .onConflictDoUpdate({ target: currentPlans.userId, set: { planId } });
}

/** How many plans the user owns, archived ones included. */
export async function countOwnedPlans(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ owned: sql<number>`count(*)`.mapWith(Number) })
    .from(studentPlans)
    .where(eq(studentPlans.ownerId, ownerId));
  return row?.owned ?? 0;
}

export async function insertPlan(db: Db, values: NewPlanRow): Promise<PlanRow> {
  const [row] = await db.insert(studentPlans).values(values).returning();
  if (!row) throw new Error('plan insert returned nothing');
  return row;
}

/** Writes history lines of one change, in order, by `userId` at `at`. */
export async function insertEvents(
  db: Db,
  planId: string,
  userId: string | null,
  at: Date,
  lines: readonly HistoryLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await db.insert(planEvents).values(lines.map((line) => ({ planId, userId, at, ...line })));
}

export interface SavedState {
  version: number;
  updatedAt: Date;
}

const savedColumns = { version: studentPlans.version, updatedAt: studentPlans.updatedAt };

/**
 * Saves the state if the plan is still at `version`, bumping it: one atomic statement, so of
 * two saves based on one version exactly one succeeds, on one instance or several. Undefined
 * when no row matched (the plan moved on, or is gone).
 */
export async function saveStateAtVersion(
  db: Db,
  planId: string,
  version: number,
  change: { state: StudentPlanState; by: string; at: Date },
): Promise<SavedState | undefined> {
  const [row] = await db
    .update(studentPlans)
    .set({
      state: change.state,
      version: sql`${studentPlans.version} + 1`,
      updatedAt: change.at,
      updatedBy: change.by,
    })
    .where(and(eq(studentPlans.id, planId), eq(studentPlans.version, version)))
    .returning(savedColumns);
  return row;
}

/**
 * The plan's state, version and when it was archived, its row locked until the transaction
 * `db` ends.
 */
export async function lockPlanState(
  db: Db,
  planId: string,
): Promise<{ state: StudentPlanState; version: number; archivedAt: Date | null } | undefined> {
  const [row] = await db
    .select({
      state: studentPlans.state,
      version: studentPlans.version,
      archivedAt: studentPlans.archivedAt,
    })
    .from(studentPlans)
    .where(eq(studentPlans.id, planId))
    .for('update');
  return row;
}

export async function planExists(db: Db, planId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: studentPlans.id })
    .from(studentPlans)
    .where(eq(studentPlans.id, planId));
  return row !== undefined;
}

/** What a history line says instead of the name of someone whose account is deleted. */
export const FORMER_COLLEAGUE = 'a former colleague';

/** What an implementer's row and a confirmation line say instead of a deleted colleague's name. */
export const FORMER_COLLEAGUE_ROW = 'A former colleague';

/**
 * Lines of a district's plan histories that name a person ("Shared with … as editor",
 * "Stopped sharing with …", "Added … for A1", "Sent the card to …", "… confirmed reading
 * the card") name nobody once that person's account is deleted: the record stays, the name
 * of someone who left does not.
 */
export async function forgetNameInHistory(db: Db, districtId: string, name: string) {
  await db
    .update(planEvents)
    .set({
      summary: sql`case when ${planEvents.kind} = 'confirmed' and starts_with(${planEvents.summary}, ${name}) then ${FORMER_COLLEAGUE_ROW} || substr(replace(${planEvents.summary}, ${name}, ${FORMER_COLLEAGUE}), length(${FORMER_COLLEAGUE}) + 1) else replace(${planEvents.summary}, ${name}, ${FORMER_COLLEAGUE}) end`,
    })
    .where(
      and(
        sql`${planEvents.kind} in ('shared', 'unshared', 'implementers', 'cards', 'confirmed')`,
        sql`position(${name} in ${planEvents.summary}) > 0`,
        sql`${planEvents.planId} in (select ${studentPlans.id} from ${studentPlans} where ${studentPlans.districtId} = ${districtId})`,
      ),
    );
}
