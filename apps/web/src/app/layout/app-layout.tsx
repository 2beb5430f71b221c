import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import Container from 'react-bootstrap/Container';
import { SiteFooter } from './site-footer';
import { LogoBar, SiteHeader } from './site-header';
import { OnDemandDialogs } from './on-demand-dialogs';
import { Announcer } from '../../components/announcer';
import { LoadingIndicator } from '../../components/loading-indicator';
import { useModalTabWrap } from '../../components/modal-tab-wrap';
import { useMe } from '../../hooks/use-me';
import { registerClientStateClearer } from '../../hooks/use-forget-user';
import { LOCALE_TAGS } from '@trellis/shared/locales';
import { currentLocale, useAppTranslation } from '../../lib/i18n';
import { clearClientState } from '../clear-client-state';
import { useBuilderSync } from '../use-builder-sync';
import type { PageHandle } from '../route-page';
import { lazyComponent } from '../../lib/lazy-load';

// Deleting the account (profile) ends the session like signing out, and clears the same way.
// Registered with the layout, not a lazy chunk: a chunk that failed to load must not leave a
// student's plan in a shared browser.
registerClientStateClearer(clearClientState);

// The session's watch and the plan list's watch only concern someone signed in: they load then.
const SignedInServices = lazyComponent(
  () => import('../signed-in-services'),
  (m) => m.SignedInServices,
);

/** The innermost route's handle: its title and whether the page is translated. */
function usePageHandle(): PageHandle {
  const matches = useMatches();
  const handles = matches.map((match) => (match.handle ?? {}) as PageHandle);
  return handles.reverse().find((handle) => handle.title ?? handle.titleKey) ?? {};
}

function usePageTitle() {
  const { t } = useAppTranslation();
  const handle = usePageHandle();
  // A translated page's key is a literal in the route table; `t` takes any catalogue key.
  const title = handle.titleKey ? t(handle.titleKey) : handle.title;
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

/**
 * The frame of every page: skip link, header, `<main>`, footer. The main area is at least a
 * screen tall, so the footer starts below the fold and never jumps as a page's content arrives.
 */
function AppFrame({
  header,
  mainRef,
  mainLang,
  children,
}: {
  header: React.ReactNode;
  mainRef?: React.RefObject<HTMLElement | null>;
  /** Set when the page's words are not in the app's language (see `useMainLang`). */
  mainLang?: string | undefined;
  children: React.ReactNode;
}) {
  const { t } = useAppTranslation();
  return (
    <div className="d-flex flex-column">
      <a href="#main" className="visually-hidden-focusable skip-link">
        {t('skipLink')}
      </a>
      {header}
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        lang={mainLang}
        className="site-main outline-none"
      >
        <Container>{children}</Container>
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * The language of the page's content when it differs from the app's: only translated pages
 * speak Spanish, the others keep the spec's English words, so their `<main>` says so and a
 * screen reader does not read English with Spanish rules.
 */
function useMainLang(): string | undefined {
  // Re-rendered when the language changes: the hook subscribes to it.
  useAppTranslation();
  const { translated } = usePageHandle();
  return translated || currentLocale() === 'en' ? undefined : LOCALE_TAGS.en;
}

/** Every page: the frame around the routed page, and the app-wide watchers and dialogs. */
export function AppLayout() {
  const main = useRef<HTMLElement>(null);
  const mainLang = useMainLang();
  usePageTitle();
  useRouteChangeFocus(main);
  useModalTabWrap();
  useBuilderSync();
  const signedIn = Boolean(useMe().data);
  return (
    <>
      <AppFrame header={<SiteHeader />} mainRef={main} mainLang={mainLang}>
        <Outlet />
      </AppFrame>
      <Suspense fallback={null}>{signedIn && <SignedInServices />}</Suspense>
      <OnDemandDialogs />
      <Announcer />
    </>
  );
}

/**
 * Shown while the first page's script loads: the same frame, so nothing moves when it comes.
 * Its header is the logo bar alone (the page's layout brings the user's menu): a menu opened
 * here would close as the page replaces it.
 */
export function AppLayoutFallback() {
  // Asks who is signed in while the page's script loads, not after.
  useMe();
  return (
    <AppFrame header={<LogoBar />}>
      <LoadingIndicator />
    </AppFrame>
  );
}
