import { Link } from 'react-router';
import { INDIVIDUAL_PRICE_LABEL } from '@trellis/shared/subscription';
import { daysLeftUntil, licenceLapse } from '@trellis/shared/licence';
import type { SignedIn } from '@trellis/shared/session';
import { PageHeading } from '../../components/page-heading';
import { RenewButton } from '../../components/renew-button';
import { paths } from '../../config/paths';
import { useMe, useServerClockOffset } from '../../hooks/use-me';
import { instantDayText } from '../../lib/dates';
import { serverTime } from '../../lib/server-clock';

type User = SignedIn['user'];

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** One line of the licence's details. */
function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 col-lg-3">{term}</dt>
      <dd className="col-sm-8 col-lg-9">{children}</dd>
    </>
  );
}

/** An individual's year: when it ends (or ended), how long is left, and the Renew button. */
function IndividualLicence({ endsAt, now }: { endsAt: string | null; now: Date }) {
  const days = endsAt ? daysLeftUntil(endsAt, now) : null;
  const ended = days !== null && days <= 0;
  return (
    <>
      <dl className="row">
        <Detail term="Plan">Individual, one year</Detail>
        <Detail term="Price">{INDIVIDUAL_PRICE_LABEL} a year</Detail>
      </dl>
      {endsAt && (
        <p className="lead mb-1">
          Your subscription {ended ? 'ended' : 'ends'} on {instantDayText(endsAt)}.
        </p>
      )}
      {days !== null && !ended && <p className="fw-bold">{daysText(days)} left</p>}
      <p>
        {ended
          ? 'The builder, browse and search are closed until you renew; renewing adds one year from today.'
          : 'When it ends, the builder, browse and search close until you renew. Renewing adds one year, counted from the end of the current one, so renewing early loses no days.'}{' '}
        Your saved plans are kept.
      </p>
      <RenewButton />
    </>
  );
}

/** A district member's licence: the district's, with its end date and whom to ask. */
function DistrictLicence({ user, now }: { user: User; now: Date }) {
  const { district } = user;
  const lapse = licenceLapse(user, now);
  const expires = district?.expires ?? null;
  return (
    <>
      {district && (
        <dl className="row">
          <Detail term="District">{district.name}</Detail>
          <Detail term="Licence ends">
            {expires
              ? `${lapse?.kind === 'district-expired' ? 'Ended' : 'Ends'} on ${instantDayText(expires)}`
              : 'No end date set'}
          </Detail>
          {lapse?.kind === 'district-inactive' && <Detail term="Status">Not active</Detail>}
        </dl>
      )}
      <p>Your district manages your licence; ask your district administrator.</p>
    </>
  );
}

/** /my-account: the licence, when it ends, and (for an individual) the way to renew. */
export function AccountPage() {
  const user = useMe().data?.user;
  const clockOffset = useServerClockOffset();
  if (!user) return null;
  const now = serverTime(clockOffset);
  return (
    <section className="py-4">
      <PageHeading>My Account</PageHeading>
      <section aria-labelledby="licence-heading" className="mb-4">
        <h2 id="licence-heading" className="h4">
          {user.accountType === 'individual' ? 'Your Subscription' : 'Your Licence'}
        </h2>
        {user.accountType === 'individual' ? (
          <IndividualLicence endsAt={user.subscriptionExpiresAt} now={now} />
        ) : (
          <DistrictLicence user={user} now={now} />
        )}
      </section>
      <p>
        Your name, e-mail address and password are on <Link to={paths.profile}>My Profile</Link>.
      </p>
    </section>
  );
}
