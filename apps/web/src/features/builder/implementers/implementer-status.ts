import type { Implementer } from '@trellis/shared/implementers';
import { dayInYearText, localCalendarDay } from '../../../lib/dates';

/**
 * A moment's day where the user is, as a list reads it: "Nov 24" this year, "Nov 24, 2025"
 * in another.
 */
export function shortDay(isoDateTime: string, now: Date = new Date()): string {
  return dayInYearText(localCalendarDay(new Date(isoDateTime)), now.getFullYear());
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

/**
 * Where an implementer's delivery log stands: "Last logged Nov 24" or "Not logged yet". The
 * day logged is a calendar day: the same wherever the user is.
 */
export function logStatus(implementer: Implementer, now: Date = new Date()): string {
  return implementer.lastLoggedOn
    ? `Last logged ${dayInYearText(implementer.lastLoggedOn, now.getFullYear())}`
    : 'Not logged yet';
}
