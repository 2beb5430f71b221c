import { PageHeading } from '../../components/page-heading';

export function OperatorSystemPage() {
  return <PageHeading>Mail and Content</PageHeading>;
}
