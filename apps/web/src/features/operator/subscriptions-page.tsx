import { PageHeading } from '../../components/page-heading';

export function OperatorSubscriptionsPage() {
  return <PageHeading>Individual Subscriptions</PageHeading>;
}
