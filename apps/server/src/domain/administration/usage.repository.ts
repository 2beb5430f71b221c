import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districtUsage } from '../../db/schema/index';

/** The first day of a time's calendar month (UTC), as `district_usage.month` stores it. */
export function monthOf(at: Date): string {
  return `${at.toISOString().slice(0, 7)}-01`;
}

/**
 * Adds one download to a district's month. One atomic upsert: two servers counting at once
 * both land, and no read-then-write can lose one.
 */
export async function countExport(db: Db, districtId: string, at: Date): Promise<void> {
  await db
    .insert(districtUsage)
    .values({ districtId, month: monthOf(at), metric: 'exports', count: 1 })
    .onConflictDoUpdate({
      target: [districtUsage.districtId, districtUsage.month, districtUsage.metric],
      set: { count: sql`${districtUsage.count} + 1` },
    });
}
