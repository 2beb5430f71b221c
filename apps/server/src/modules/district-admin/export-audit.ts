import { recordAudit } from '../../domain/administration/audit-log.repository';
import type { DistrictAdmin } from '../../http/require-role';
import { auditActor } from './audit-actor';
import type { ConsoleDeps } from '../../http/console-deps';

/** Writes a district download to the audit log: who took which of the district's records. */
export function recordDistrictExport(deps: ConsoleDeps, admin: DistrictAdmin, summary: string) {
  return recordAudit(deps.db, {
    at: deps.clock.now(),
    actor: auditActor(admin),
    districtId: admin.district.id,
    action: 'data-exported',
    summary,
  });
}
