import { PageHeading } from '../../components/page-heading';

export function OperatorDistrictsPage() {
  return <PageHeading>Districts</PageHeading>;
}
