import { eq } from 'drizzle-orm';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import type { Db } from '../../db/client';
import { planImplementers, studentPlans, users } from '../../db/schema/index';

// The implementers API's own reads and writes: what a card link opens (the plan's label and
// items, its owner to ask, the implementer) in one query, and their pausing of the weekly
// reminder.

export interface CardContext {
  plan: { id: string; label: string; state: StudentPlanState; archived: boolean };
  owner: { firstName: string; lastName: string; email: string };
  implementer: typeof planImplementers.$inferSelect;
}

/** The plan, owner and implementer a link of `implementerId` opens. */
export async function findCardContext(
  db: Db,
  implementerId: string,
): Promise<CardContext | undefined> {
  const [row] = await db
    .select({
      planId: studentPlans.id,
      label: studentPlans.label,
      state: studentPlans.state,
      archivedAt: studentPlans.archivedAt,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerEmail: users.email,
      implementer: planImplementers,
    })
    .from(planImplementers)
    .innerJoin(studentPlans, eq(studentPlans.id, planImplementers.planId))
    .innerJoin(users, eq(users.id, studentPlans.ownerId))
    .where(eq(planImplementers.id, implementerId));
  if (!row) return undefined;
  return {
    plan: { id: row.planId, label: row.label, state: row.state, archived: row.archivedAt !== null },
    owner: { firstName: row.ownerFirstName, lastName: row.ownerLastName, email: row.ownerEmail },
    implementer: row.implementer,
  };
}

/** The current name of a colleague's account, if it still exists. */
export async function findAccountName(db: Db, userId: string | null) {
  if (!userId) return undefined;
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The item keys of the plan's saved state, in order (none for a plan that is gone). */
export async function findPlanItemKeys(db: Db, planId: string): Promise<string[]> {
  const [row] = await db
    .select({ state: studentPlans.state })
    .from(studentPlans)
    .where(eq(studentPlans.id, planId));
  return row ? row.state.plan.map((item) => item.key) : [];
}

/** Pauses (at `at`) or resumes the implementer's weekly log reminder. */
export async function setRemindersPaused(
  db: Db,
  implementerId: string,
  at: Date | null,
): Promise<void> {
  await db
    .update(planImplementers)
    .set({ remindersPausedAt: at })
    .where(eq(planImplementers.id, implementerId));
}
