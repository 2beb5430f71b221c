import { and, asc, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districts, studentPlans, users } from '../../db/schema/index';
import type { DistrictRow } from '../accounts/districts.repository';

/** A district with what the operator's table counts: its staff, administrators and their plans. */
export type DistrictSummaryRow = DistrictRow & {
  staffCount: number;
  adminCount: number;
  planCount: number;
};

/** Staff, administrators and their plans per district (all districts, or the one given). */
async function countsByDistrict(db: Db, districtId?: string) {
  // An operator is nobody's staff, even an older account that still has a district.
  const ofDistrict = and(
    districtId ? eq(users.districtId, districtId) : isNotNull(users.districtId),
    ne(users.role, 'operator'),
  );
  const [staff, plans] = await Promise.all([
    db
      .select({
        districtId: users.districtId,
        staffCount: count(),
        adminCount: sql<number>`count(*) filter (where ${users.role} = 'district_admin')`.mapWith(
          Number,
        ),
      })
      .from(users)
      .where(ofDistrict)
      .groupBy(users.districtId),
    db
      .select({ districtId: users.districtId, planCount: count() })
      .from(studentPlans)
      .innerJoin(users, eq(users.id, studentPlans.ownerId))
      .where(ofDistrict)
      .groupBy(users.districtId),
  ]);
  const staffOf = new Map(staff.map((row) => [row.districtId, row]));
  const plansOf = new Map(plans.map((row) => [row.districtId, row.planCount]));
  return (district: DistrictRow): DistrictSummaryRow => ({
    ...district,
    staffCount: staffOf.get(district.id)?.staffCount ?? 0,
    adminCount: staffOf.get(district.id)?.adminCount ?? 0,
    planCount: plansOf.get(district.id) ?? 0,
  });
}

/** Every district with its counts, by name (case-insensitive). */
export async function listDistrictSummaries(db: Db): Promise<DistrictSummaryRow[]> {
  const [rows, withCounts] = await Promise.all([
    db
      .select()
      .from(districts)
      .orderBy(asc(sql`lower(${districts.name})`), asc(districts.id)),
    countsByDistrict(db),
  ]);
  return rows.map(withCounts);
}

export async function findDistrictSummary(
  db: Db,
  id: string,
): Promise<DistrictSummaryRow | undefined> {
  const [[row], withCounts] = await Promise.all([
    db.select().from(districts).where(eq(districts.id, id)),
    countsByDistrict(db, id),
  ]);
  return row && withCounts(row);
}

/** The district's row, locked until the transaction `db` ends: its changes take turns. */
export async function lockDistrict(db: Db, id: string): Promise<DistrictRow | undefined> {
  const [row] = await db.select().from(districts).where(eq(districts.id, id)).for('update');
  return row;
}

export async function updateDistrictRow(
  db: Db,
  id: string,
  values: Partial<Omit<typeof districts.$inferInsert, 'id'>>,
): Promise<DistrictRow | undefined> {
  const [row] = await db.update(districts).set(values).where(eq(districts.id, id)).returning();
  return row;
}

export async function deleteDistrictRow(db: Db, id: string): Promise<void> {
  await db.delete(districts).where(eq(districts.id, id));
}
