import { describe, expect, it } from 'vitest';
import type { Implementer } from '@trellis/shared/implementers';
import { awaitsConfirmation, implementerStatus, logStatus, shortDay } from './implementer-status';

const NOW = new Date('2026-11-26T12:00:00.000Z');

const person = (change: Partial<Implementer> = {}): Implementer => ({
  id: '00000000-0000-4000-8000-000000000101',
  colleagueId: null,
  name: 'Person 1',
  email: 'p1@school.org',
  classOrPeriod: '',
  items: ['L1'],
  cardSentAt: '2026-11-24T12:00:00.000Z',
  linkActive: true,
  linkExpiresAt: '2027-03-24T12:00:00.000Z',
  acknowledgedAt: null,
  cardChangedSinceConfirmed: false,
  itemsInPlan: ['L1'],
  remindersPaused: false,
  lastLoggedOn: null,
  ...change,
});

describe('where an implementer’s card stands', () => {
  it('shows the year only when it is not the current one', () => {
    expect(shortDay('2026-11-24T12:00:00.000Z', NOW)).toBe('Nov 24');
    expect(shortDay('2025-11-24T12:00:00.000Z', NOW)).toBe('Nov 24, 2025');
    expect(shortDay('2027-03-24T12:00:00.000Z', NOW)).toBe('Mar 24, 2027');
  });

  it('reads a card not sent, sent, and confirmed', () => {
    expect(implementerStatus(person({ cardSentAt: null, linkActive: false }), NOW)).toBe(
      'Card not sent',
    );
    expect(implementerStatus(person(), NOW)).toBe('Card sent Nov 24 — not yet confirmed');
    expect(implementerStatus(person({ acknowledgedAt: '2026-11-25T12:00:00.000Z' }), NOW)).toBe(
      'Confirmed Nov 25',
    );
    expect(implementerStatus(person({ acknowledgedAt: '2025-11-25T12:00:00.000Z' }), NOW)).toBe(
      'Confirmed Nov 25, 2025',
    );
  });

  it('asks to send the card again when it changed since it was confirmed', () => {
    expect(
      implementerStatus(
        person({ acknowledgedAt: '2026-11-25T12:00:00.000Z', cardChangedSinceConfirmed: true }),
        NOW,
      ),
    ).toBe('Confirmed Nov 25 — the card changed since: send it again');
  });

  it('tells an expired link from a withdrawn one', () => {
    expect(
      implementerStatus(
        person({
          cardSentAt: '2026-07-01T12:00:00.000Z',
          linkActive: false,
          linkExpiresAt: '2026-10-29T12:00:00.000Z',
        }),
        NOW,
      ),
    ).toBe('Link expired Oct 29');
    expect(
      implementerStatus(
        person({
          cardSentAt: '2025-07-01T12:00:00.000Z',
          linkActive: false,
          linkExpiresAt: '2025-10-29T12:00:00.000Z',
        }),
        NOW,
      ),
    ).toBe('Link expired Oct 29, 2025');
    // Withdrawn before its time ran out.
    expect(implementerStatus(person({ linkActive: false }), NOW)).toBe('Link withdrawn');
    expect(implementerStatus(person({ linkActive: false, linkExpiresAt: null }), NOW)).toBe(
      'Link withdrawn',
    );
  });

  it('awaits a confirmation as the server’s reminder does', () => {
    expect(awaitsConfirmation(person())).toBe(true);
    expect(awaitsConfirmation(person({ acknowledgedAt: '2026-11-25T12:00:00.000Z' }))).toBe(false);
    expect(awaitsConfirmation(person({ linkActive: false }))).toBe(false);
    // None of their items is in the plan now: the reminder skips them.
    expect(awaitsConfirmation(person({ itemsInPlan: [] }))).toBe(false);
  });

  it('reads when they last logged as a calendar day, the same wherever the user is', () => {
    expect(logStatus(person(), NOW)).toBe('Not logged yet');
    expect(logStatus(person({ lastLoggedOn: '2026-11-27' }), NOW)).toBe('Last logged Nov 27');
    expect(logStatus(person({ lastLoggedOn: '2025-12-31' }), NOW)).toBe('Last logged Dec 31, 2025');
    // The first of a month stays the first (read as midnight UTC, it would be the day before
    // west of Greenwich).
    expect(logStatus(person({ lastLoggedOn: '2026-11-01' }), NOW)).toBe('Last logged Nov 1');
    expect(logStatus(person({ lastLoggedOn: '2027-01-01' }), NOW)).toBe('Last logged Jan 1, 2027');
  });
});
