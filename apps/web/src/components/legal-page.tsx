import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';

/** Layout of a legal document: title, last-modified line, then its sections. */
export function LegalPage({
  title,
  lastModified,
  children,
}: {
  title: string;
  lastModified: string;
  children: ReactNode;
}) {
  return (
    <article className="legal-page mx-auto py-4">
      <PageHeading>{title}</PageHeading>
      <p className="text-body-secondary">Last modified: {lastModified}</p>
      {children}
    </article>
  );
}
