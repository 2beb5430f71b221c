import type { ReactNode } from 'react';

/**
 * The page's one h1. It can take focus (tabIndex -1) so that after a route change focus
 * lands on it and screen readers announce the new page.
 */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 className={className ?? 'h2 mb-3'} tabIndex={-1} data-page-heading="">
      {children}
    </h1>
  );
}
