import { PageHeading } from '../../components/page-heading';

export function DistrictStaffPage() {
  return <PageHeading>District Staff</PageHeading>;
}
