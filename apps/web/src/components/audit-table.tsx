import Table from 'react-bootstrap/Table';
import type { AuditEntry } from '@trellis/shared/administration';
import { instantText } from '../lib/dates';

/**
 * The audit log as both consoles show it: newest first, who did what and when. The operator's
 * view adds the district each line concerned.
 */
export function AuditTable({
  entries,
  caption,
  showDistrict = false,
}: {
  entries: AuditEntry[];
  caption: string;
  showDistrict?: boolean;
}) {
  if (entries.length === 0) return <p className="text-body-secondary">Nothing recorded yet.</p>;
  return (
    <Table size="sm" striped responsive>
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          {showDistrict && <th scope="col">District</th>}
          <th scope="col">What</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="text-nowrap">{instantText(entry.at)}</td>
            <td>{entry.actor}</td>
            {showDistrict && <td>{entry.district ?? '—'}</td>}
            <td>{entry.summary}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
