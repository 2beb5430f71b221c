import { PageHeading } from '../../components/page-heading';

export function DistrictUsagePage() {
  return <PageHeading>District Usage</PageHeading>;
}
