import Table from 'react-bootstrap/Table';
import type { UsageMonth } from '@trellis/shared/district-admin';
import { USAGE_SERIES } from './usage-series';
import { monthText } from './usage-summary';

/** The numbers behind the usage chart: one row per month, oldest first, empty months included. */
export function UsageTable({ months }: { months: UsageMonth[] }) {
  return (
    <Table size="sm" striped responsive className="usage-table mt-3">
      <caption className="caption-top">Your district’s use of Trellis, month by month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          {USAGE_SERIES.map((series) => (
            <th key={series.key} scope="col" className="text-end">
              {series.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row" className="fw-normal text-nowrap">
              {monthText(month.month)}
            </th>
            {USAGE_SERIES.map((series) => (
              <td key={series.key} className="text-end">
                {month[series.key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
