import type { AuditEntry } from '@trellis/shared/administration';
import type {
  EstimateRow,
  FailedMail,
  OperatorDistrict,
  SubscriptionRow,
} from '@trellis/shared/operator-console';
import { signedIn } from '../../test/render-app';

// Test data and a method-aware API stub for the operator console's tests.

/** An operator: runs the service, belongs to no district. */
export const signedInOperator = {
  ...signedIn,
  user: { ...signedIn.user, role: 'operator', district: null },
};

/** A district administrator, who may not open the operator console. */
export const signedInDistrictAdmin = {
  ...signedIn,
  user: { ...signedIn.user, role: 'district_admin' },
};

export const mapleGrove: OperatorDistrict = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Maple Grove Schools',
  code: 'MAPLE123',
  active: true,
  licenceStartsOn: '2029-08-01',
  licenceEndsOn: '2030-07-31',
  status: 'active',
  staffCount: 12,
  adminCount: 2,
  planCount: 40,
  createdAt: '2029-07-15T10:00:00.000Z',
};

export const oakRidge: OperatorDistrict = {
  ...mapleGrove,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Oak Ridge District',
  code: 'OAKRIDGE',
  active: false,
  status: 'inactive',
  staffCount: 3,
  adminCount: 1,
  planCount: 0,
};

export const pineRequest: EstimateRow = {
  id: '33333333-3333-4333-8333-333333333333',
  createdAt: '2026-11-20T15:30:00.000Z',
  name: 'Pat Lee',
  email: 'pat@pine.k12.us',
  phone: '555-0100',
  schoolName: 'Pine Valley Unified',
  city: 'Eugene',
  state: 'OR',
  students: 4200,
  estimate: 12500,
  status: 'new',
  district: null,
};

export const cedarRequest: EstimateRow = {
  ...pineRequest,
  id: '44444444-4444-4444-8444-444444444444',
  createdAt: '2026-10-02T09:00:00.000Z',
  name: 'Sam Cruz',
  email: 'sam@cedar.org',
  schoolName: 'Cedar Schools',
  status: 'won',
  district: { id: '55555555-5555-4555-8555-555555555555', name: 'Cedar Schools' },
};

export const ada: SubscriptionRow = {
  userId: '66666666-6666-4666-8666-666666666666',
  name: 'Ada Byron',
  email: 'ada@example.org',
  endsOn: '2026-12-10',
  status: 'ending',
  renewals: 2,
  registered: true,
  createdAt: '2024-12-11T08:00:00.000Z',
};

export const ben: SubscriptionRow = {
  ...ada,
  userId: '77777777-7777-4777-8777-777777777777',
  name: 'Ben Ode',
  email: 'ben@example.org',
  endsOn: '2027-05-01',
  status: 'active',
  renewals: 0,
  registered: false,
};

export const failedReminder: FailedMail = {
  id: '88888888-8888-4888-8888-888888888888',
  kind: 'reminder',
  recipients: ['teacher@school.org', 'aide@school.org'],
  subject: 'Weekly delivery log for J.T.',
  attempts: 5,
  error: '550 Mailbox unavailable',
  createdAt: '2026-11-23T07:00:00.000Z',
};

export const deletedEntry: AuditEntry = {
  id: '99999999-9999-4999-8999-999999999999',
  at: '2026-11-22T16:45:00.000Z',
  actor: 'Rosa Diaz (rosa@example.org)',
  action: 'district-deleted',
  summary: 'Deleted Birch Schools (code BIRCH123) and all its data: 4 accounts, 9 plans.',
  district: 'Birch Schools',
};

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = (body: unknown) => Response | Promise<Response>;

/**
 * Stubs the API with answers keyed by `METHOD /path` (paths under /api/v1) and records every
 * request with its method and body. `GET /me` answers the operator unless given. Anything
 * else answers 404, so a call the test did not expect shows up.
 */
export function stubOperatorApi(answers: Record<string, Answer | object>) {
  const sent: SentRequest[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path, body });
    const answer = answers[`${method} ${path}`] ?? (path === '/me' ? signedInOperator : undefined);
    if (typeof answer === 'function') return (answer as Answer)(body);
    if (answer === undefined) {
      return Response.json(
        { code: 'NOT_FOUND', message: `no stub for ${method} ${path}` },
        { status: 404 },
      );
    }
    return Response.json(answer);
  };
  return sent;
}

/** The requests sent as `method path`, in order. */
export const callsTo = (sent: SentRequest[], method: string, path: string) =>
  sent.filter((request) => request.method === method && request.path === path);

/** An API error answer, as the server sends it. */
export function errorAnswer(
  status: number,
  code: string,
  message: string,
  issues: { path: string; message: string }[] = [],
) {
  return Response.json({ code, message, issues }, { status });
}
