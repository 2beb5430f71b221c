import Table from 'react-bootstrap/Table';
import type { PlanSummary } from '@trellis/shared/student-plans';
import { PlanRow, type RowActionHandler } from './plan-row';

/** The caseload as a table, in the order given (soonest review first). */
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
    <Table responsive hover className="align-middle students-table">
      <caption className="visually-hidden">Your students, soonest review first</caption>
      <thead>
        <tr>
          <th scope="col">Student</th>
          <th scope="col">Grade</th>
          <th scope="col">Type</th>
          <th scope="col" className="text-end">
            Items
          </th>
          <th scope="col">Review</th>
          <th scope="col">Last change</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {plans.map((plan) => (
          <PlanRow key={plan.id} plan={plan} today={today} onAction={onAction} />
        ))}
      </tbody>
    </Table>
  );
}
