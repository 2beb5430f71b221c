import type { PlanSummary } from '@trellis/shared/student-plans';
import { type StackColumn, StackTable } from '../../components/stack-table';
import { PlanRow, type RowActionHandler } from './plan-row';

// The last column holds each row's Actions menu, which names its student itself.
const COLUMNS: StackColumn[] = [
  'Student',
  'Grade',
  'Type',
  { label: 'Items', className: 'text-md-end' },
  'Review',
  'Last change',
  'Actions',
];

/**
 * The caseload as a table, in the order given (soonest review first). Below the md breakpoint
 * each student is a card, so the Actions menu stays on screen at 320 px.
 */
export function PlansTable({
  plans,
  today,
  onAction,
}: {
  plans: PlanSummary[];
  today: string;
  onAction: RowActionHandler;
}) {
  return (
    <StackTable
      hover
      className="align-middle students-table"
      caption="Your students, soonest review first"
      captionClassName="visually-hidden"
      columns={COLUMNS}
    >
      {plans.map((plan) => (
        <PlanRow key={plan.id} plan={plan} today={today} onAction={onAction} />
      ))}
    </StackTable>
  );
}
