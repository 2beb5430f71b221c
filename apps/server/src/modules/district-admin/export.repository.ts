import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryLogEntries, studentPlans, users } from '../../db/schema/index';

// The district export's reads: every plan of the district's staff (archived ones too) and
// every delivery log entry on them, oldest plan first.

const ownerColumns = {
  ownerId: users.id,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
};

/** The district staff's plans, whole, with their owners. */
export async function findDistrictPlans(db: Db, districtId: string) {
  return db
    .select({ plan: studentPlans, ...ownerColumns })
    .from(studentPlans)
    .innerJoin(users, eq(users.id, studentPlans.ownerId))
    .where(eq(users.districtId, districtId))
    .orderBy(asc(studentPlans.createdAt), asc(studentPlans.id));
}
export type DistrictPlanRow = Awaited<ReturnType<typeof findDistrictPlans>>[number];

/** Every entry of the district staff's plans, by plan (as above), then oldest first. */
export async function findDistrictLogEntries(db: Db, districtId: string) {
  const entries = deliveryLogEntries;
  return db
    .select({ entry: entries })
    .from(entries)
    .innerJoin(studentPlans, eq(studentPlans.id, entries.planId))
    .innerJoin(users, eq(users.id, studentPlans.ownerId))
    .where(eq(users.districtId, districtId))
    .orderBy(
      asc(studentPlans.createdAt),
      asc(studentPlans.id),
      asc(entries.startsOn),
      asc(entries.itemKey),
      asc(entries.createdAt),
    );
}
