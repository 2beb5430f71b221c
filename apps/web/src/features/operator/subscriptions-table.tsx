import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { SubscriptionRow } from '@trellis/shared/operator-console';
import { LicenceStatusBadge } from '../../components/licence-status-badge';
import { calendarDayText } from '../../lib/dates';
import { ForRow } from './row-actions';

/** The individual subscribers: when each year ends, renewals, and whether they registered. */
export function SubscriptionsTable({
  subscriptions,
  onChangeEnd,
}: {
  subscriptions: SubscriptionRow[];
  onChangeEnd(subscription: SubscriptionRow): void;
}) {
  return (
    <Table size="sm" striped responsive className="align-middle">
      <caption className="caption-top">Individual subscribers, soonest end first</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Ends</th>
          <th scope="col">Status</th>
          <th scope="col">Renewals</th>
          <th scope="col">Registered</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {subscriptions.map((subscription) => (
          <tr key={subscription.userId}>
            <th scope="row">{subscription.name}</th>
            <td>{subscription.email}</td>
            <td className="text-nowrap">
              {subscription.endsOn ? calendarDayText(subscription.endsOn) : 'No end date'}
            </td>
            <td>
              <LicenceStatusBadge status={subscription.status} />
            </td>
            <td>{subscription.renewals}</td>
            <td>{subscription.registered ? 'Yes' : 'No'}</td>
            <td>
              <Button size="sm" variant="outline-primary" onClick={() => onChangeEnd(subscription)}>
                Change end date
                <ForRow text={`for ${subscription.name}`} />
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
