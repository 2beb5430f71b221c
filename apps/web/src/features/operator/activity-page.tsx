import { AuditLogContent } from '../../components/audit-table';
import { useOperatorAudit } from './api/audit';
import { useDistricts } from './api/districts';
import { AuditFilterFields, useAuditFilters } from './audit-filters';
import { OperatorConsole } from './operator-console';

/** /operator/activity: every administrative action in every district, newest first, filtered. */
export function OperatorActivityPage() {
  const { filters, setFilter } = useAuditFilters();
  const audit = useOperatorAudit(filters);
  const districts = useDistricts();
  const filtered = Boolean(filters.districtId || filters.action);
  return (
    <OperatorConsole title="Activity Log">
      <AuditFilterFields
        filters={filters}
        districts={districts.data?.districts ?? []}
        onChange={setFilter}
      />
      <AuditLogContent
        log={audit}
        caption={
          filtered
            ? 'Administrative actions matching the filters, newest first'
            : 'Administrative actions in every district, newest first'
        }
        emptyText={filtered ? 'No entries match these filters.' : undefined}
        showDistrict
      />
    </OperatorConsole>
  );
}
