import type { ReactNode } from 'react';
import { ConsoleNav } from '../../components/console-nav';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';

const SECTIONS = [
  { to: paths.operator.districts, label: 'Districts' },
  { to: paths.operator.estimates, label: 'Estimate Requests' },
  { to: paths.operator.subscriptions, label: 'Subscriptions' },
  { to: paths.operator.system, label: 'Mail and Content' },
  { to: paths.operator.activity, label: 'Activity Log' },
];

/** The frame of every operator console page: the section's title as the h1, and the sections. */
export function OperatorConsole({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="py-4">
      <PageHeading>{title}</PageHeading>
      <ConsoleNav label="Operator console" sections={SECTIONS} />
      {children}
    </section>
  );
}
