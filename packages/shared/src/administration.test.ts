import { describe, expect, it } from 'vitest';
import { licenceStatus } from './administration';

describe('licenceStatus', () => {
  const now = new Date('2026-11-24T09:00:00Z');
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  it.each([
    [{ active: false, startsAt: day('2027-01-01'), endsAt: null }, 'inactive'],
    [{ active: true, startsAt: day('2027-01-01'), endsAt: day('2027-12-31') }, 'scheduled'],
    [{ active: true, startsAt: now, endsAt: null }, 'active'],
    [{ active: true, startsAt: day('2026-08-01'), endsAt: null }, 'active'],
    [{ active: true, startsAt: null, endsAt: day('2027-07-31') }, 'active'],
    [{ active: true, startsAt: null, endsAt: day('2026-12-01') }, 'ending'],
    [{ active: true, startsAt: day('2026-08-01'), endsAt: now }, 'ended'],
  ] as const)('%j → %s', (licence, expected) => {
    expect(licenceStatus(licence, now)).toBe(expected);
  });
});
