import { AuditTable } from '../../components/audit-table';
import { useOperatorAudit } from './api/audit';
import { OperatorConsole } from './operator-console';
import { QueryContent } from './query-content';

/** /operator/activity: every administrative action in every district, newest first. */
export function OperatorActivityPage() {
  const audit = useOperatorAudit();
  return (
    <OperatorConsole title="Activity Log">
      <QueryContent query={audit} what="the activity log">
        {({ entries }) => (
          <AuditTable
            entries={entries}
            caption="Administrative actions in every district, newest first"
            showDistrict
          />
        )}
      </QueryContent>
    </OperatorConsole>
  );
}
