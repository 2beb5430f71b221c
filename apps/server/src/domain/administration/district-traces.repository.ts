import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, passwordResetRequests, rateLimits, users } from '../../db/schema/index';

// What a district's deletion removes besides the accounts themselves: the records that name
// its people by address rather than by a foreign key, so no cascade reaches them. Run before
// the accounts are deleted: the addresses are read from them.

/** The lower-cased addresses of every account of the district, as a subquery. */
function addressesOf(db: Db, districtId: string) {
  return db
    .select({ address: sql<string>`lower(${users.email})` })
    .from(users)
    .where(eq(users.districtId, districtId));
}

/**
 * Deletes the district's sent and failed mail (`mail_outbox.district_id`) and any other mail
 * to one of its people, their "forgot password" requests, and the rate-limit counters kept
 * under their address or id (`reset:email:<address>`, `district-reset:user:<id>`…).
 */
export async function deleteDistrictTraces(db: Db, districtId: string): Promise<void> {
  const addresses = addressesOf(db, districtId);
  await db
    .delete(mailOutbox)
    .where(
      or(
        eq(mailOutbox.districtId, districtId),
        sql`exists (select 1 from jsonb_array_elements_text(${mailOutbox.recipients}) as recipient(address) where lower(recipient.address) in ${addresses})`,
      ),
    );
  await db
    .delete(passwordResetRequests)
    .where(inArray(sql`lower(${passwordResetRequests.email})`, addresses));
  // A counter's key ends with what it counts: the part after its last colon.
  const ids = db
    .select({ id: sql<string>`${users.id}::text` })
    .from(users)
    .where(eq(users.districtId, districtId));
  await db
    .delete(rateLimits)
    .where(
      or(
        inArray(sql`regexp_replace(lower(${rateLimits.key}), '^.*:', '')`, addresses),
        inArray(sql`regexp_replace(${rateLimits.key}, '^.*:', '')`, ids),
      ),
    );
}
