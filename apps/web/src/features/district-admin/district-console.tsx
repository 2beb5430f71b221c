import type { ReactNode } from 'react';
import { ConsoleNav } from '../../components/console-nav';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useMe } from '../../hooks/use-me';

const SECTIONS = [
  { to: paths.district.staff, label: 'Staff' },
  { to: paths.district.access, label: 'Access Code and Licence' },
  { to: paths.district.usage, label: 'Usage' },
  { to: paths.district.records, label: 'Records' },
];

/**
 * The frame of every district console page: the section's title as the page's h1, the
 * district's name under it, and the links to the four sections.
 */
export function DistrictConsole({ title, children }: { title: string; children: ReactNode }) {
  const district = useMe().data?.user.district;
  return (
    <section className="py-4">
      <PageHeading className="h2 mb-1">{title}</PageHeading>
      {district && <p className="text-body-secondary mb-3">{district.name}</p>}
      <ConsoleNav label="District administration" sections={SECTIONS} />
      {children}
    </section>
  );
}
