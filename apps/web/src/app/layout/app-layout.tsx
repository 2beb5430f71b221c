import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import Container from 'react-bootstrap/Container';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SessionWatch } from '../session-watch';
import { BuilderSync } from '../builder-sync';
import { DetailModal } from '../../components/detail-modal';
import { PlanConflictDialog } from '../../features/builder/plan-conflict-dialog';

function usePageTitle() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · Trellis` : 'Trellis';
  }, [title]);
}

/**
 * On each route change: scroll to the top and move focus to the new page's heading so a
 * keyboard or screen-reader user starts at the page, not at the link they left.
 */
function useRouteChangeFocus(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    // Only a real change of page moves focus: not the first load, not a re-run of the effect.
    const changed = previous.current !== null && previous.current !== pathname;
    previous.current = pathname;
    if (!changed) return;
    window.scrollTo(0, 0);
    main.current?.scrollTo?.(0, 0);
    const heading = main.current?.querySelector<HTMLElement>('[data-page-heading]');
    (heading ?? main.current)?.focus();
  }, [pathname, main]);
}

/** Every page: skip link, header, the routed page in <main>, footer. */
export function AppLayout() {
  const main = useRef<HTMLElement>(null);
  usePageTitle();
  useRouteChangeFocus(main);
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1} className="flex-grow-1 outline-none">
        <Container>
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
      <SessionWatch />
      <BuilderSync />
      <DetailModal />
      {/* A save can meet someone else's on any page (adding from Search, say): one dialog. */}
      <PlanConflictDialog />
    </div>
  );
}
