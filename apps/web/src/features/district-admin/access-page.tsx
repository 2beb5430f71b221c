import { PageHeading } from '../../components/page-heading';

export function DistrictAccessPage() {
  return <PageHeading>Access Code and Licence</PageHeading>;
}
