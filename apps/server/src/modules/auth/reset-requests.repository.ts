import type { Db } from '../../db/client';
import { passwordResetRequests } from '../../db/schema/index';

export type StoredResetRequest = typeof passwordResetRequests.$inferSelect;

export async function insertResetRequest(
  db: Db,
  values: typeof passwordResetRequests.$inferInsert,
): Promise<StoredResetRequest> {
  const [stored] = await db.insert(passwordResetRequests).values(values).returning();
  if (!stored) throw new Error('password reset request insert returned nothing');
  return stored;
}
