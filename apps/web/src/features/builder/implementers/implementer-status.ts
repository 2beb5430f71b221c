import type { Implementer } from '@trellis/shared/implementers';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const shortDateWithYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/**
 * A moment's day where the user is, as a list reads it: "Nov 24" this year, "Nov 24, 2025"
 * in another.
 */
export function shortDay(isoDateTime: string, now: Date = new Date()): string {
  const day = new Date(isoDateTime);
  return (day.getFullYear() === now.getFullYear() ? shortDate : shortDateWithYear).format(day);
}

/**
 * Where an implementer's card stands. A link that is no longer good without a
 * confirmation reads as expired when its time ran out, and as withdrawn otherwise.
 */
export function implementerStatus(implementer: Implementer, now: Date = new Date()): string {
  if (implementer.acknowledgedAt) {
    const confirmed = `Confirmed ${shortDay(implementer.acknowledgedAt, now)}`;
    return implementer.cardChangedSinceConfirmed
      ? `${confirmed} — the card changed since: send it again`
      : confirmed;
  }
  if (!implementer.cardSentAt) return 'Card not sent';
  if (implementer.linkActive) {
    return `Card sent ${shortDay(implementer.cardSentAt, now)} — not yet confirmed`;
  }
  const expires = implementer.linkExpiresAt;
  if (expires && new Date(expires).getTime() <= now.getTime()) {
    return `Link expired ${shortDay(expires, now)}`;
  }
  return 'Link withdrawn';
}

/**
 * Whom "Remind those who have not confirmed" reaches, as the server's reminder decides: a
 * good link, no confirmation yet, and at least one of their items still in the plan.
 */
export function awaitsConfirmation(implementer: Implementer): boolean {
  return (
    implementer.linkActive && !implementer.acknowledgedAt && implementer.itemsInPlan.length > 0
  );
}
