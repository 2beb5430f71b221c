import { and, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studentPlans, users } from '../../db/schema/index';

// The district's live plans (owned by its staff, not archived) and the library items on them.

const ofDistrict = (districtId: string) =>
  and(eq(users.districtId, districtId), isNull(studentPlans.archivedAt));

/** How many live plans the district's staff own. */
export async function countLivePlans(db: Db, districtId: string): Promise<number> {
  const [row] = await db
    .select({ plans: countDistinct(studentPlans.id) })
    .from(studentPlans)
    .innerJoin(users, eq(users.id, studentPlans.ownerId))
    .where(ofDistrict(districtId));
  return row?.plans ?? 0;
}

/** Each item key on the district's live plans with the number of plans holding it. */
export async function countPlansPerItem(
  db: Db,
  districtId: string,
): Promise<{ key: string; plans: number }[]> {
  const key = sql<string>`upper(item.value ->> 'key')`;
  return db
    .select({ key, plans: countDistinct(studentPlans.id) })
    .from(studentPlans)
    .innerJoin(users, eq(users.id, studentPlans.ownerId))
    .innerJoin(sql`jsonb_array_elements(${studentPlans.state} -> 'plan') as item`, sql`true`)
    .where(ofDistrict(districtId))
    .groupBy(key);
}
