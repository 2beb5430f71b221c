import { PageHeading } from '../../components/page-heading';

export function OperatorEstimatesPage() {
  return <PageHeading>Estimate Requests</PageHeading>;
}
