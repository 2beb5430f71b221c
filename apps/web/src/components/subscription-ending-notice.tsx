import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { daysLeftUntil } from '@trellis/shared/licence';
import { useMe, useServerClockOffset } from '../hooks/use-me';
import { instantDayText } from '../lib/dates';
import { serverTime } from '../lib/server-clock';
import { RenewButton } from './renew-button';

/** An individual is told in the app when this many days or fewer are left (decision 019). */
export const SUBSCRIPTION_ENDING_NOTICE_DAYS = 14;

/** Dismissed for the browser tab only: the next visit tells them again. */
const DISMISSED_KEY = 'trellis-subscription-ending-dismissed';

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * The notice at the top of signed-in pages in an individual's last 14 days, with the Renew
 * button. Dismissing it hides it until the tab is closed, for this account and end date.
 * Once the end has passed, the renewal notice of the licensed pages takes over.
 */
export function SubscriptionEndingNotice() {
  const user = useMe().data?.user;
  const clockOffset = useServerClockOffset();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY));
  const endsAt = user?.accountType === 'individual' ? user.subscriptionExpiresAt : null;
  if (!user || !endsAt) return null;
  const days = daysLeftUntil(endsAt, serverTime(clockOffset));
  const marker = `${user.id}:${endsAt}`;
  if (days <= 0 || days > SUBSCRIPTION_ENDING_NOTICE_DAYS || dismissed === marker) return null;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, marker);
    setDismissed(marker);
  };
  return (
    <Alert
      variant="info"
      role="status"
      className="mt-3 mb-0 d-flex flex-wrap align-items-center gap-3"
      dismissible
      closeLabel="Dismiss message"
      onClose={dismiss}
    >
      <span>
        Your subscription ends on {instantDayText(endsAt)} (in {daysText(days)}). Renew for one year
        to keep using the builder, browse and search.
      </span>
      <RenewButton />
    </Alert>
  );
}
