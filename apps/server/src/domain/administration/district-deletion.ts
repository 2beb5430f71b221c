import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studentPlans, users } from '../../db/schema/index';
import { deleteAccount } from '../accounts/accounts';
import type { DistrictRow } from '../accounts/districts.repository';
import { forgetLoggerName } from '../monitoring/delivery-log.repository';
import { forgetColleague } from '../monitoring/implementers.repository';
import { FORMER_COLLEAGUE_ROW } from '../plans/plans.repository';
import { deleteDistrictTraces } from './district-traces.repository';
import { deleteDistrictRow } from './districts-admin.repository';

/** What deleting a district removed. */
export interface DistrictDeletion {
  deletedUsers: number;
  deletedPlans: number;
}

/**
 * Deletes a district with every account of it and all that is theirs, as deleting each
 * account would (decision 020), then the district itself. Run it in a transaction that holds
 * the district's row lock (`lockDistrict`), so nobody registers with its code meanwhile.
 *
 * The staff's plans go first, in one statement: their shares, history, implementers, links,
 * delivery log, review decisions and reminders cascade with them, so forgetting each person
 * afterwards touches only what they left on other districts' plans. Their names in plan
 * histories need no forgetting (`forgetNameInHistory` reaches only their own district's
 * plans, and those are gone). The district's mail, and its people's reset requests and
 * rate-limit counters, which name them by address rather than by a key, go first
 * (`deleteDistrictTraces`). Estimate requests keep no link to the district (ON DELETE SET
 * NULL): they are the sales record of whoever asked. Its usage counters cascade; the audit
 * log keeps its id and the names in its sentences.
 */
export async function deleteDistrictWithData(
  db: Db,
  district: DistrictRow,
  at: Date,
): Promise<DistrictDeletion> {
  const staffOf = () =>
    db.select({ id: users.id }).from(users).where(eq(users.districtId, district.id));
  const staffIds = (await staffOf()).map((person) => person.id);
  await deleteDistrictTraces(db, district.id);
  const plans = await db
    .delete(studentPlans)
    .where(or(eq(studentPlans.districtId, district.id), inArray(studentPlans.ownerId, staffOf())))
    .returning({ id: studentPlans.id });
  for (const id of staffIds) {
    await forgetColleague(db, id, at, FORMER_COLLEAGUE_ROW);
    await forgetLoggerName(db, id, FORMER_COLLEAGUE_ROW);
    await deleteAccount(db, id);
  }
  await deleteDistrictRow(db, district.id);
  return { deletedUsers: staffIds.length, deletedPlans: plans.length };
}
