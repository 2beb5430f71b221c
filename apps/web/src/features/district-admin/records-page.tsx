import { PageHeading } from '../../components/page-heading';

export function DistrictRecordsPage() {
  return <PageHeading>District Records</PageHeading>;
}
