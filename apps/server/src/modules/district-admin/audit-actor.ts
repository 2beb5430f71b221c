import type { AuditActor } from '../../domain/administration/audit-log.repository';
import type { DistrictAdmin } from '../../http/require-role';

/** The administrator as the audit log names them (a copy: the entry outlives the account). */
export function auditActor(admin: DistrictAdmin): AuditActor {
  return { id: admin.id, firstName: admin.firstName, lastName: admin.lastName, email: admin.email };
}
