import type { Implementer } from '@trellis/shared/implementers';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** A moment's day where the user is, as a list reads it ("Nov 24"). */
export function shortDay(isoDateTime: string): string {
  return shortDate.format(new Date(isoDateTime));
}

/**
 * Where an implementer's card stands. A link that is no longer good without a
 * confirmation reads as withdrawn: the list does not say whether it expired instead.
 */
export function implementerStatus(implementer: Implementer): string {
  if (implementer.acknowledgedAt) return `Confirmed ${shortDay(implementer.acknowledgedAt)}`;
  if (!implementer.cardSentAt) return 'Card not sent';
  if (implementer.linkActive) {
    return `Card sent ${shortDay(implementer.cardSentAt)} — not yet confirmed`;
  }
  return 'Link withdrawn';
}

/** Whom "Remind those who have not confirmed" reaches: a good link, no confirmation yet. */
export function awaitsConfirmation(implementer: Implementer): boolean {
  return implementer.linkActive && !implementer.acknowledgedAt;
}
