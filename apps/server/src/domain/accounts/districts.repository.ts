import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districts, users } from '../../db/schema/index';

export type DistrictRow = typeof districts.$inferSelect;

/**
 * Whether a district's access code registers anyone now: an administrator can switch it off
 * or give it a last day (issue 19). A closed code answers as an unknown one, so a code that
 * was rotated away or disabled says nothing about the district it belonged to.
 */
export function accessCodeOpen(
  district: Pick<DistrictRow, 'codeActive' | 'codeExpiresAt'>,
  now: Date,
): boolean {
  return district.codeActive && (!district.codeExpiresAt || district.codeExpiresAt > now);
}

/** The district with an access code; codes are stored upper-case and compared so. */
export async function findDistrictByCode(db: Db, code: string): Promise<DistrictRow | undefined> {
  const [row] = await db
    .select()
    .from(districts)
    .where(eq(districts.code, code.trim().toUpperCase()))
    .limit(1);
  return row;
}

export async function findDistrictByName(db: Db, name: string): Promise<DistrictRow | undefined> {
  const [row] = await db.select().from(districts).where(eq(districts.name, name)).limit(1);
  return row;
}

export async function insertDistrict(
  db: Db,
  values: typeof districts.$inferInsert,
): Promise<DistrictRow> {
  const [row] = await db.insert(districts).values(values).returning();
  if (!row) throw new Error('district insert returned nothing');
  return row;
}

export async function countDistricts(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(districts);
  return row?.total ?? 0;
}

export async function countDistrictMembers(db: Db, districtId: string): Promise<number> {
  const [row] = await db
    .select({ members: count() })
    .from(users)
    .where(eq(users.districtId, districtId));
  return row?.members ?? 0;
}
