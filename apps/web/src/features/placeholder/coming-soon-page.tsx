import { PageHeading } from '../../components/page-heading';

/** A screen whose content arrives in a later release: its title and one honest line. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="py-4">
      <PageHeading>{title}</PageHeading>
      <p className="text-body-secondary">This screen is coming in a later release of Trellis.</p>
    </section>
  );
}
