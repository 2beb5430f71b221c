import { recordAudit } from '../../domain/administration/audit-log.repository';
import type { DistrictAdmin } from '../../http/require-role';
import { auditActor } from './audit-actor';
import type { DistrictAdminDeps } from './district-admin-deps';

/** Writes a district download to the audit log: who took which of the district's records. */
export function recordDistrictExport(
  deps: DistrictAdminDeps,
  admin: DistrictAdmin,
  summary: string,
) {
  return recordAudit(deps.db, {
    at: deps.clock.now(),
    actor: auditActor(admin),
    districtId: admin.district.id,
    action: 'data-exported',
    summary,
  });
}

/** "1 plan", "12 plans". */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
