import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districts, estimateRequests } from '../../db/schema/index';

export type EstimateRequestRow = typeof estimateRequests.$inferSelect;

/** A request with the district created from it, if any. */
export interface EstimateWithDistrict {
  request: EstimateRequestRow;
  district: { id: string; name: string } | null;
}

function withDistrict(db: Db) {
  return db
    .select({
      request: estimateRequests,
      district: { id: districts.id, name: districts.name },
    })
    .from(estimateRequests)
    .leftJoin(districts, eq(districts.id, estimateRequests.districtId));
}

/** Every request, newest first. */
export function listEstimateRequests(db: Db): Promise<EstimateWithDistrict[]> {
  return withDistrict(db).orderBy(desc(estimateRequests.createdAt), desc(estimateRequests.id));
}

export async function findEstimateRequest(
  db: Db,
  id: string,
): Promise<EstimateWithDistrict | undefined> {
  const [row] = await withDistrict(db).where(eq(estimateRequests.id, id));
  return row;
}

/**
 * The request's row, locked until the transaction `db` ends: two operators creating a
 * district from it take turns, and the second sees the first one's district.
 */
export async function lockEstimateRequest(
  db: Db,
  id: string,
): Promise<EstimateRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(estimateRequests)
    .where(eq(estimateRequests.id, id))
    .for('update');
  return row;
}

export async function updateEstimateRequest(
  db: Db,
  id: string,
  values: Pick<Partial<EstimateRequestRow>, 'status' | 'statusChangedAt' | 'districtId'>,
): Promise<void> {
  await db.update(estimateRequests).set(values).where(eq(estimateRequests.id, id));
}
