import type { AuditEntry } from '@trellis/shared/administration';
import type {
  DistrictOverview,
  StaffMember,
  UniversalSupportsResponse,
  UsageMonth,
} from '@trellis/shared/district-admin';
import { signedIn } from '../../test/render-app';

// Answers of the district console's API for the component tests (the server has its own).

export const API = '/api/v1';

/** The signed-in user of `signedIn`, as an administrator of Maple Grove Schools. */
export const adminSignedIn = { ...signedIn, user: { ...signedIn.user, role: 'district_admin' } };
export const memberSignedIn = { ...signedIn, user: { ...signedIn.user, role: 'member' } };

export const ROSA: StaffMember = {
  id: signedIn.user.id,
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: 'rosa@example.org',
  role: 'district_admin',
  lastSignInAt: '2026-11-20T14:00:00.000Z',
  planCount: 3,
  deactivatedAt: null,
};

export const BEN: StaffMember = {
  id: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  firstName: 'Ben',
  lastName: 'Ode',
  email: 'ben@example.org',
  role: 'member',
  lastSignInAt: null,
  planCount: 0,
  deactivatedAt: null,
};

export function overview(changes: Partial<DistrictOverview['code']> = {}): DistrictOverview {
  return {
    id: signedIn.user.district.id,
    name: 'Maple Grove Schools',
    licence: { startsOn: '2026-08-01', endsOn: '2027-07-31', status: 'active' },
    code: { value: 'MAPLE123', active: true, expiresOn: null, usable: true, ...changes },
    staffCount: 2,
    activeStaffCount: 2,
  };
}

/** Twelve months from Dec 2025 to Nov 2026, empty but for the figures given. */
export function usageMonths(figures: Record<string, Partial<UsageMonth>> = {}): UsageMonth[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = index === 0 ? '2025-12' : `2026-${String(index).padStart(2, '0')}`;
    return {
      month,
      activeUsers: 0,
      plans: 0,
      exports: 0,
      emails: 0,
      logEntries: 0,
      ...figures[month],
    };
  });
}

export const SUPPORTS: UniversalSupportsResponse = {
  planCount: 8,
  items: [
    { accommodationId: 'L12', title: 'Chunked Assignments', tier: 2, students: 6, percent: 75 },
    { accommodationId: 'B4', title: 'Check-In Check-Out', tier: 3, students: 2, percent: 25 },
  ],
};

export const AUDIT: AuditEntry = {
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  at: '2026-11-21T09:30:00.000Z',
  actor: 'Rosa Diaz (rosa@example.org)',
  action: 'staff-deactivated',
  summary: 'Deactivated Ben Ode (ben@example.org).',
  district: 'Maple Grove Schools',
};

/** A JSON answer for a stub given as a function. */
export const answer = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

/**
 * Every request the page makes, as "METHOD /path?query", on top of the stubs already set:
 * stubApi keeps paths only, and a search lives in the query.
 */
export function recordRequests(): string[] {
  const requests: string[] = [];
  const stubbed = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    return stubbed(input, init);
  };
  return requests;
}
