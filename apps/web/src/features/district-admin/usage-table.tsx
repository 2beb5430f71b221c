import type { UsageMonth } from '@trellis/shared/district-admin';
import {
  type StackColumn,
  StackCell,
  StackRow,
  StackRowHeader,
  StackTable,
} from '../../components/stack-table';
import { USAGE_SERIES } from './usage-series';
import { monthText } from './usage-summary';

// Numbers line up on the right in the table; stacked on a phone each reads "Label: value".
const COLUMNS: StackColumn[] = [
  'Month',
  ...USAGE_SERIES.map((series) => ({ label: series.name, className: 'text-md-end' })),
];

/** The numbers behind the usage chart: one row per month, oldest first, empty months included. */
export function UsageTable({ months }: { months: UsageMonth[] }) {
  return (
    <StackTable
      size="sm"
      striped
      className="usage-table mt-3"
      caption="Your district’s use of Trellis, month by month"
      captionClassName="caption-top"
      columns={COLUMNS}
    >
      {months.map((month) => (
        <StackRow key={month.month}>
          <StackRowHeader className="text-nowrap">{monthText(month.month)}</StackRowHeader>
          {USAGE_SERIES.map((series) => (
            <StackCell key={series.key} label={series.name} className="text-md-end">
              {month[series.key]}
            </StackCell>
          ))}
        </StackRow>
      ))}
    </StackTable>
  );
}
