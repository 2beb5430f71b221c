import { subscriptionEnded } from './subscription';
import type { SignedIn } from './session';

/** Why a signed-in user's licence does not cover the library and builder now. */
export type LicenceLapse =
  | { kind: 'subscription-ended'; endedAt: string }
  | { kind: 'district-inactive'; districtName: string }
  | { kind: 'district-expired'; districtName: string; endedAt: string };

/** The fields of a signed-in user that decide whether their licence holds. */
export type LicensedUser = Pick<
  SignedIn['user'],
  'accountType' | 'subscriptionExpiresAt' | 'district'
>;

/**
 * Whether the user's licence lapsed, and how: an individual's year has passed, or the
 * district they belong to was deactivated or its licence expired. Null while it holds. One
 * rule for the server's guard and the web app's notices.
 */
export function licenceLapse(user: LicensedUser, now: Date): LicenceLapse | null {
  if (user.subscriptionExpiresAt !== null && subscriptionEnded(user, now)) {
    return { kind: 'subscription-ended', endedAt: user.subscriptionExpiresAt };
  }
  const district = user.accountType === 'district' ? user.district : null;
  if (!district) return null;
  if (!district.isActive) return { kind: 'district-inactive', districtName: district.name };
  if (district.expires !== null && new Date(district.expires) <= now) {
    return { kind: 'district-expired', districtName: district.name, endedAt: district.expires };
  }
  return null;
}

/** What a district user whose licence lapsed is told, on screen and by the API. */
export function districtLapseMessage(
  lapse: Extract<LicenceLapse, { kind: 'district-inactive' | 'district-expired' }>,
): string {
  const what =
    lapse.kind === 'district-inactive'
      ? `The Trellis licence of ${lapse.districtName} is not active`
      : `The Trellis licence of ${lapse.districtName} has expired`;
  return `${what}, so the builder and the library are closed for now. Your saved plan is kept. Please contact your school or district administrator.`;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whole days left until `endsAt` (an ISO time), counting a part day as a day: 14 from
 * exactly 14 days before the end down to 13 days and a second before, then 13. 0 or less
 * once it has passed. One count for the reminder e-mails and the app's notices.
 */
export function daysLeftUntil(endsAt: string, now: Date): number {
  return Math.ceil((Date.parse(endsAt) - now.getTime()) / DAY_MS);
}
