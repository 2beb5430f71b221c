import { countedNoun } from '@trellis/shared/text';
import type { DistrictExport } from '@trellis/shared/district-admin';
import { loggerKeys } from '../../domain/monitoring/delivery-log.repository';
import { personName } from '../../domain/plans/plan-history';
import { planRecords } from '../../domain/plans/plan-records';
import type { DistrictAdmin } from '../../http/require-role';
import { utcDay } from '../../lib/dates';
import type { ConsoleDeps } from '../../http/console-deps';
import { recordDistrictExport } from './export-audit';
import { findDistrictPlans } from './export.repository';
import { listStaff, staffMemberOf } from './staff.repository';

// `GET /district/export.json`: every plan of the district's staff in the shape of the
// account's data download, with its owner, and the staff themselves.

/**
 * Plans read whole per batch: each batch's records are a handful of queries, and no query
 * names more plan ids than PostgreSQL takes as parameters.
 */
const PLANS_PER_BATCH = 500;

export async function districtExport(
  deps: ConsoleDeps,
  admin: DistrictAdmin,
): Promise<{ fileName: string; data: DistrictExport }> {
  const districtId = admin.district.id;
  const [staff, rows] = await Promise.all([
    listStaff(deps.db, districtId),
    findDistrictPlans(deps.db, districtId),
  ]);
  const readerKeys = new Set([loggerKeys.user(admin.id)]);
  const plans: DistrictExport['plans'] = [];
  for (let start = 0; start < rows.length; start += PLANS_PER_BATCH) {
    const batch = rows.slice(start, start + PLANS_PER_BATCH);
    const records = await planRecords(
      deps.db,
      batch.map((row) => row.plan),
      readerKeys,
    );
    records.forEach((record, index) => {
      const row = batch[index];
      if (!row) return;
      const owner = { firstName: row.ownerFirstName, lastName: row.ownerLastName };
      plans.push({
        ...record,
        owner: { id: row.ownerId, name: personName(owner), email: row.ownerEmail },
      });
    });
  }
  const now = deps.clock.now();
  await recordDistrictExport(
    deps,
    admin,
    `Downloaded every plan and delivery log of the district as JSON (${countedNoun(plans.length, 'plan')}).`,
  );
  return {
    fileName: `trellis-district-${utcDay(now)}.json`,
    data: {
      exportedAt: now.toISOString(),
      district: { id: districtId, name: admin.district.name },
      staff: staff.map(staffMemberOf),
      plans,
    },
  };
}
