import type { Db } from '../../db/client';
import { estimateRequests } from '../../db/schema/index';

export type StoredEstimateRequest = typeof estimateRequests.$inferSelect;

export async function insertEstimateRequest(
  db: Db,
  values: typeof estimateRequests.$inferInsert,
): Promise<StoredEstimateRequest> {
  const [stored] = await db.insert(estimateRequests).values(values).returning();
  if (!stored) throw new Error('estimate request insert returned nothing');
  return stored;
}
