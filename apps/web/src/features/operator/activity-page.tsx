import { PageHeading } from '../../components/page-heading';

export function OperatorActivityPage() {
  return <PageHeading>Activity Log</PageHeading>;
}
