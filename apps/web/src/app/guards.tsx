import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import { LoadingIndicator } from '../components/loading-indicator';
import { paths } from '../config/paths';
import { useMe } from '../hooks/use-me';
import { PageHeading } from '../components/page-heading';
import type { DashboardRedirectState } from '../lib/redirect-notice';
import { lazyComponent } from '../lib/lazy-load';

// The licence rules come with the pages that need them, not with every page's first script.
const SubscriptionEndingNotice = lazyComponent(
  () => import('../components/subscription-ending-notice'),
  (m) => m.SubscriptionEndingNotice,
);

function SessionUnavailable() {
  return (
    <Alert variant="warning" className="my-4">
      Trellis could not check whether you are signed in. Check your connection and reload the page.
    </Alert>
  );
}

/**
 * Signed-in routes: 'Loading...' while the sign-in state resolves, sign-in page when signed
 * out; an individual in the last days of their subscription sees the notice above each page.
 */
export function SignedInOnly() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <LoadingIndicator />;
  if (me.isError) return <SessionUnavailable />;
  if (!me.data) return <Navigate to={paths.signIn} replace state={{ from: location.pathname }} />;
  return (
    <>
      {/* My Account says the same with its own Renew button. */}
      {location.pathname !== paths.account && (
        <Suspense fallback={null}>
          <SubscriptionEndingNotice />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}

/** A password reset link or a registration completion link: both only work signed out. */
function isEmailedLink({ pathname, search }: { pathname: string; search: string }) {
  if (pathname.startsWith(paths.passwordResetForm(''))) return true;
  return pathname === paths.register.complete && new URLSearchParams(search).has('key');
}

/**
 * Signed-out routes (sign in, registration, password reset): a signed-in user goes to the
 * dashboard. Someone who opens an e-mailed reset or completion link while signed in is told
 * why; someone who signs in on one of these pages (completing a registration) is not.
 */
export function SignedOutOnly() {
  const me = useMe();
  const location = useLocation();
  // The last page shown here while signed out: signing in there is not "already signed in".
  const [signedOutAt, setSignedOutAt] = useState<string | null>(null);
  if (!me.isPending && !me.data && signedOutAt !== location.key) setSignedOutAt(location.key);
  if (me.isPending) return <LoadingIndicator />;
  if (me.data) {
    const state: DashboardRedirectState | undefined =
      isEmailedLink(location) && signedOutAt !== location.key
        ? { notice: 'signed-in-link' }
        : undefined;
    return <Navigate to={paths.dashboard} replace state={state} />;
  }
  return <Outlet />;
}

const ROLE_PAGES = {
  district_admin: 'These pages are for the administrators of a district.',
  operator: 'These pages are for the people who run Trellis.',
} as const;

/**
 * The consoles (issue 19): only for a district administrator, or only for an operator. The
 * server checks every call again; this spares everyone else a page of refusals.
 */
export function RoleOnly({ allowed }: { allowed: keyof typeof ROLE_PAGES }) {
  const user = useMe().data?.user;
  if (user?.role !== allowed) {
    return (
      <section className="py-4">
        <PageHeading>Not Available</PageHeading>
        <Alert variant="info">{ROLE_PAGES[allowed]} Your account cannot use them.</Alert>
      </section>
    );
  }
  return <Outlet />;
}
