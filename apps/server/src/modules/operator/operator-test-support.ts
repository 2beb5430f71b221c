import type { Db } from '../../db/client';
import { estimateRequests } from '../../db/schema/index';
import type { users } from '../../db/schema/index';
import { createSignedInUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import type { TestApp } from '../../../test/test-app';

// What the operator console's tests share: a fixed time, people of each role and the API as
// one of them calls it. Not a test file itself.

/** The tests' clock: sessions, licences and audit times are read against it. */
export const NOW = new Date('2026-11-24T09:00:00Z');

/** A signed-in user of a role; `districtId` for members and district administrators. */
export async function signedInAs(
  db: Db,
  role: 'member' | 'district_admin' | 'operator',
  values: Partial<typeof users.$inferInsert> = {},
) {
  const person = await createSignedInUser(
    db,
    { role, accountType: values.districtId ? 'district' : 'individual', ...values },
    NOW,
  );
  return { ...person, id: person.user.id };
}

/** The operator API as one caller (cookies) sees it, answering `inject` responses. */
export function operatorApi(app: () => TestApp, cookies: Record<string, string>) {
  const url = (path: string) => `/api/v1/operator${path}`;
  const get = (path: string) => app().inject({ method: 'GET', url: url(path), cookies });
  const send = (method: 'POST' | 'PUT', path: string, body: object) =>
    app().inject(jsonRequest(method, url(path), body, cookies));
  return {
    districts: () => get('/districts'),
    createDistrict: (body: object) => send('POST', '/districts', body),
    updateDistrict: (id: string, body: object) => send('PUT', `/districts/${id}`, body),
    deleteDistrict: (id: string, confirmName: string) =>
      send('POST', `/districts/${id}/delete`, { confirmName }),
    makeAdministrator: (id: string, email: string) =>
      send('POST', `/districts/${id}/administrator`, { email }),
    estimates: () => get('/estimates'),
    setEstimateStatus: (id: string, status: string) =>
      send('PUT', `/estimates/${id}/status`, { status }),
    districtFromEstimate: (id: string, body: object = {}) =>
      send('POST', `/estimates/${id}/district`, body),
    subscriptions: () => get('/subscriptions'),
    setSubscriptionEnd: (userId: string, endsOn: string) =>
      send('PUT', `/subscriptions/${userId}`, { endsOn }),
    mail: () => get('/mail'),
    content: () => get('/content'),
    audit: (query: Record<string, string> = {}) =>
      get(`/audit${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`),
  };
}
export type OperatorApi = ReturnType<typeof operatorApi>;

/** A district's form as the console sends it. */
export function districtBody(values: Record<string, unknown> = {}) {
  return {
    name: 'Maple Grove Schools',
    code: '',
    licenceStartsOn: '2026-08-01',
    licenceEndsOn: '2027-07-31',
    active: true,
    ...values,
  };
}

/** A stored district price estimate request. */
export async function createEstimateRequest(
  db: Db,
  values: Partial<typeof estimateRequests.$inferInsert> = {},
) {
  const [row] = await db
    .insert(estimateRequests)
    .values({
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'ana@lincoln.example.org',
      phone: '555-0100',
      schoolName: 'Lincoln Elementary',
      address1: '1 School Road',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      students: 450,
      estimate: 2250,
      createdAt: NOW,
      mailStatus: 'sent',
      ...values,
    })
    .returning();
  if (!row) throw new Error('estimate request not created');
  return row;
}
