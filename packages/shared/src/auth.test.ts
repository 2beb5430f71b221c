import { describe, expect, it } from 'vitest';
import { districtUnavailableReason } from './auth';

describe('districtUnavailableReason', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    [{ active: true, expiresAt: null }, null],
    [{ active: true, expiresAt: new Date('2027-07-31T00:00:00Z') }, null],
    [{ active: false, expiresAt: null }, 'The access code for Maple is not active.'],
    [
      { active: true, expiresAt: new Date('2026-07-31T00:00:00Z') },
      'The licence of Maple has expired',
    ],
    [{ active: true, expiresAt: now }, 'The licence of Maple has expired'],
    [
      { active: true, expiresAt: null, licenceStartsAt: new Date('2027-08-01T00:00:00Z') },
      'The licence of Maple starts on Aug 1, 2027. Its access code works from that day.',
    ],
    [{ active: true, expiresAt: null, licenceStartsAt: now }, null],
    [{ active: true, expiresAt: null, licenceStartsAt: new Date('2026-08-01T00:00:00Z') }, null],
  ])('%j → %s', (district, expected) => {
    const reason = districtUnavailableReason({ name: 'Maple', ...district }, now);
    if (expected === null) expect(reason).toBeNull();
    else expect(reason).toContain(expected);
  });
});
