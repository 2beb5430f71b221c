import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districts, users } from '../../db/schema/index';
import type { DistrictRow } from '../../domain/accounts/districts.repository';
import { staffOf } from './staff.repository';

/** A district with how many staff it has (operators are none), and how many may sign in. */
export type DistrictWithCounts = DistrictRow & { staffCount: number; activeStaffCount: number };

export async function findDistrictWithCounts(
  db: Db,
  id: string,
): Promise<DistrictWithCounts | undefined> {
  const [[district], [counts]] = await Promise.all([
    db.select().from(districts).where(eq(districts.id, id)),
    db
      .select({
        staffCount: count(),
        activeStaffCount:
          sql<number>`count(*) filter (where ${users.deactivatedAt} is null)`.mapWith(Number),
      })
      .from(users)
      .where(staffOf(id)),
  ]);
  if (!district) return undefined;
  return {
    ...district,
    staffCount: counts?.staffCount ?? 0,
    activeStaffCount: counts?.activeStaffCount ?? 0,
  };
}
