import Button from 'react-bootstrap/Button';
import type { SubscriptionRow } from '@trellis/shared/operator-console';
import { EmailAddress } from '../../components/email-address';
import { LicenceStatusBadge } from '../../components/licence-status-badge';
import { StackCell, StackRow, StackRowHeader, StackTable } from '../../components/stack-table';
import { calendarDayText } from '../../lib/dates';
import { ForRow } from './row-actions';

const COLUMNS = ['Name', 'E-mail', 'Ends', 'Status', 'Renewals', 'Registered', 'Actions'] as const;

/** The individual subscribers: when each year ends, renewals, and whether they registered. */
export function SubscriptionsTable({
  subscriptions,
  onChangeEnd,
}: {
  subscriptions: SubscriptionRow[];
  onChangeEnd(subscription: SubscriptionRow): void;
}) {
  return (
    <StackTable
      size="sm"
      striped
      className="align-middle"
      caption="Individual subscribers, soonest end first"
      captionClassName="caption-top"
      columns={COLUMNS}
    >
      {subscriptions.map((subscription) => (
        <StackRow key={subscription.userId}>
          <StackRowHeader>{subscription.name}</StackRowHeader>
          <StackCell label="E-mail">
            <EmailAddress address={subscription.email} />
          </StackCell>
          <StackCell label="Ends" className="text-nowrap">
            {subscription.endsOn ? calendarDayText(subscription.endsOn) : 'No end date'}
          </StackCell>
          <StackCell label="Status">
            <LicenceStatusBadge status={subscription.status} />
          </StackCell>
          <StackCell label="Renewals">{subscription.renewals}</StackCell>
          <StackCell label="Registered">{subscription.registered ? 'Yes' : 'No'}</StackCell>
          <StackCell>
            <Button size="sm" variant="outline-primary" onClick={() => onChangeEnd(subscription)}>
              Change end date
              <ForRow text={`for ${subscription.name}`} />
            </Button>
          </StackCell>
        </StackRow>
      ))}
    </StackTable>
  );
}
