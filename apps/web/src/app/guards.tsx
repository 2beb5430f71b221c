import { Navigate, Outlet, useLocation } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import { LoadingIndicator } from '../components/loading-indicator';
import { paths } from '../config/paths';
import { useMe } from '../hooks/use-me';
import { subscriptionEnded } from '@trellis/shared/checkout';
import { RenewalNotice } from '../components/renewal-notice';
import { PageHeading } from '../components/page-heading';

function SessionUnavailable() {
  return (
    <Alert variant="warning" className="my-4">
      Trellis could not check whether you are signed in. Check your connection and reload the page.
    </Alert>
  );
}

/** Signed-in routes: 'Loading...' while the sign-in state resolves, sign-in page when signed out. */
export function SignedInOnly() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <LoadingIndicator />;
  if (me.isError) return <SessionUnavailable />;
  if (!me.data) return <Navigate to={paths.signIn} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Signed-out routes (sign in, registration, password reset): a signed-in user goes to the dashboard. */
export function SignedOutOnly() {
  const me = useMe();
  if (me.isPending) return <LoadingIndicator />;
  if (me.data) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/**
 * Routes the licence pays for (builder, plan, browse, search): an individual whose year has
 * passed sees the renewal notice instead.
 */
export function LicensedOnly() {
  const user = useMe().data?.user;
  if (user && user.subscriptionExpiresAt && subscriptionEnded(user, new Date())) {
    return (
      <section className="py-4">
        <PageHeading>Renew Your Subscription</PageHeading>
        <RenewalNotice endedAt={user.subscriptionExpiresAt} />
      </section>
    );
  }
  return <Outlet />;
}
