import { describe, expect, it } from 'vitest';
import { daysLeftUntil, districtLapseMessage, type LicensedUser, licenceLapse } from './licence';

const now = new Date('2026-11-24T12:00:00Z');
const district = (values: { isActive?: boolean; expires?: string | null } = {}) => ({
  id: '5d1f0c2a-3b4e-4f6a-8c7d-9e0f1a2b3c4d',
  name: 'Maple Grove Schools',
  code: 'MAPLE123',
  isActive: values.isActive ?? true,
  expires: values.expires ?? null,
});
const member = (values: Parameters<typeof district>[0] = {}): LicensedUser => ({
  accountType: 'district',
  subscriptionExpiresAt: null,
  district: district(values),
});
const individual = (expires: string | null): LicensedUser => ({
  accountType: 'individual',
  subscriptionExpiresAt: expires,
  district: null,
});

describe('licenceLapse', () => {
  it.each<[string, LicensedUser, ReturnType<typeof licenceLapse>]>([
    ['an individual within the year', individual('2026-12-01T00:00:00Z'), null],
    [
      'an individual whose year has passed',
      individual('2026-11-24T12:00:00Z'),
      { kind: 'subscription-ended', endedAt: '2026-11-24T12:00:00Z' },
    ],
    ['a member of an active district without an end date', member(), null],
    [
      'a member of a district whose licence ends later',
      member({ expires: '2027-07-31T00:00:00Z' }),
      null,
    ],
    [
      'a member of a deactivated district',
      member({ isActive: false, expires: '2027-07-31T00:00:00Z' }),
      { kind: 'district-inactive', districtName: 'Maple Grove Schools' },
    ],
    [
      'a member of a district whose licence expired',
      member({ expires: '2026-11-24T11:59:59Z' }),
      {
        kind: 'district-expired',
        districtName: 'Maple Grove Schools',
        endedAt: '2026-11-24T11:59:59Z',
      },
    ],
  ])('%s', (_name, user, expected) => {
    expect(licenceLapse(user, now)).toEqual(expected);
  });

  it('tells a district member whom to ask', () => {
    expect(
      districtLapseMessage({
        kind: 'district-expired',
        districtName: 'Maple Grove Schools',
        endedAt: '',
      }),
    ).toBe(
      'The Trellis licence of Maple Grove Schools has expired, so the builder and the library are closed for now. Your saved plan is kept. Please contact your school or district administrator.',
    );
  });
});

describe('daysLeftUntil', () => {
  it.each<[string, string, number]>([
    ['exactly 14 days before the end', '2026-12-08T12:00:00Z', 14],
    ['a second more than 14 days before', '2026-12-08T12:00:01Z', 15],
    ['a second less than 14 days before', '2026-12-08T11:59:59Z', 14],
    ['an hour before the end', '2026-11-24T13:00:00Z', 1],
    ['at the end', '2026-11-24T12:00:00Z', 0],
    ['after the end', '2026-11-22T12:00:00Z', -2],
  ])('%s', (_name, endsAt, days) => {
    expect(daysLeftUntil(endsAt, now)).toBe(days);
  });
});
