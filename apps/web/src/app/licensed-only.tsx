import { Outlet } from 'react-router';
import { licenceLapse } from '@trellis/shared/licence';
import { LicenceNotice } from '../components/licence-notice';
import { PageHeading } from '../components/page-heading';
import { useMe, useServerClockOffset } from '../hooks/use-me';
import { serverTime } from '../lib/server-clock';

/**
 * Routes the licence pays for (builder, plan, browse, search): an individual whose year has
 * passed sees the renewal notice instead, a member of a lapsed district the district notice.
 */
export function LicensedOnly() {
  const user = useMe().data?.user;
  const clockOffset = useServerClockOffset();
  const lapse = user ? licenceLapse(user, serverTime(clockOffset)) : null;
  if (lapse) {
    return (
      <section className="py-4">
        <PageHeading>
          {lapse.kind === 'subscription-ended' ? 'Renew Your Subscription' : 'Licence Ended'}
        </PageHeading>
        <LicenceNotice lapse={lapse} />
      </section>
    );
  }
  return <Outlet />;
}
