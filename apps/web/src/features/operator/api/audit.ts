import type { OperatorAuditQuery } from '@trellis/shared/administration';
import { useAuditLog } from '../../../hooks/use-audit-log';
import { OPERATOR_KEY } from './operator-key';

/** The activity log's filters: one district's entries, or one kind of action (unset: all). */
export type AuditFilters = Pick<OperatorAuditQuery, 'districtId' | 'action'>;

/** `GET /operator/audit`: every district's administrative actions, newest first, a page at a time. */
export function useOperatorAudit(filters: AuditFilters) {
  return useAuditLog([...OPERATOR_KEY, 'audit'], '/operator/audit', filters);
}
