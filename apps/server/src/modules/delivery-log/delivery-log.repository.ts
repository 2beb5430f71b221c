import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planImplementers, studentPlans, users } from '../../db/schema/index';
import { owner } from '../../domain/plans/plan-visibility';
import type { PlanRow } from '../../domain/plans/plans.repository';

// The signed-in log's own reads: the plans a colleague implements, which open their log to
// them even when they are not shared with them (decision 018).

/**
 * The join condition of the colleague an implementer row names, while they are in the plan's
 * district (one who moved to another district takes nothing along, as with shares).
 */
const colleagueInDistrict = and(
  eq(users.id, planImplementers.colleagueId),
  eq(users.districtId, studentPlans.districtId),
);

/**
 * The plan and the user's implementer row on it, while the user is of the plan's district
 * and the plan is not archived (archived, it is closed to those who only implement it).
 */
export async function findImplementedPlan(
  db: Db,
  planId: string,
  userId: string,
): Promise<{ plan: PlanRow; implementer: typeof planImplementers.$inferSelect } | undefined> {
  const [row] = await db
    .select({ plan: studentPlans, implementer: planImplementers })
    .from(planImplementers)
    .innerJoin(studentPlans, eq(studentPlans.id, planImplementers.planId))
    .innerJoin(users, colleagueInDistrict)
    .where(
      and(
        eq(planImplementers.planId, planId),
        eq(planImplementers.colleagueId, userId),
        isNull(studentPlans.archivedAt),
      ),
    );
  return row;
}

/** A plan the user implements, as `GET /plans/implementing` lists it. */
export interface ImplementingRow {
  plan: Pick<PlanRow, 'id' | 'label' | 'state'>;
  implementer: Pick<typeof planImplementers.$inferSelect, 'id' | 'classOrPeriod' | 'items'>;
  caseManager: { firstName: string; lastName: string };
}

/**
 * The plans that name the user as an implementer, while they are of the plan's district, not
 * archived, by label.
 */
export async function findImplementingPlans(db: Db, userId: string): Promise<ImplementingRow[]> {
  return db
    .select({
      plan: { id: studentPlans.id, label: studentPlans.label, state: studentPlans.state },
      implementer: {
        id: planImplementers.id,
        classOrPeriod: planImplementers.classOrPeriod,
        items: planImplementers.items,
      },
      caseManager: { firstName: owner.firstName, lastName: owner.lastName },
    })
    .from(planImplementers)
    .innerJoin(studentPlans, eq(studentPlans.id, planImplementers.planId))
    .innerJoin(users, colleagueInDistrict)
    .innerJoin(owner, eq(owner.id, studentPlans.ownerId))
    .where(and(eq(planImplementers.colleagueId, userId), isNull(studentPlans.archivedAt)))
    .orderBy(asc(studentPlans.label), asc(studentPlans.id));
}
