import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict, createUser } from '../../../test/factories';
import { type OpenApiDocument, operationsOf } from '../../../test/fuzz-openapi';
import { jsonRequest } from '../../../test/http';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../../test/oidc-provider';
import { useTestApp } from '../../../test/test-app';
import { createEstimateRequest, districtBody, NOW, signedInAs } from './operator-test-support';
import { providerBody, ssoApi, TEST_CALLBACK_URL } from './operator-sso-test-support';

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The OpenAPI path, `{id}` for parameters. */
  path: string;
  url: string;
  body?: object;
}

describeEachDatabase('operator console: who may use it', (createDatabase) => {
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => NOW } }));
  const cases: RouteCase[] = [];
  const callers: Record<
    'member' | 'district administrator' | 'operator',
    Record<string, string>
  > = {} as never;
  let provider: LocalOidcProvider;
  afterAll(() => provider?.close());

  beforeAll(async () => {
    // A real provider, so the operator's provider changes pass the reachability check.
    provider = await startLocalOidcProvider({ redirectUris: [TEST_CALLBACK_URL] });
    const db = ctx.database.db;
    const district = await createDistrict(db, { name: 'Maple Grove Schools' });
    const doomed = await createDistrict(db, { name: 'Old Oak Schools' });
    const request = await createEstimateRequest(db);
    const other = await createEstimateRequest(db, { schoolName: 'Birch Middle School' });
    const subscriber = await createUser(db, { subscriptionExpiresAt: NOW });
    const colleague = await createUser(db, { accountType: 'district', districtId: district.id });
    callers.member = (await signedInAs(db, 'member', { districtId: district.id })).cookies;
    callers['district administrator'] = (
      await signedInAs(db, 'district_admin', { districtId: district.id })
    ).cookies;
    callers.operator = (await signedInAs(db, 'operator')).cookies;
    const sso = ssoApi(() => ctx.app, callers.operator);
    const localProvider = {
      kind: 'oidc',
      label: 'District Login',
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      enabled: false,
    };
    const [changed, removed] = await Promise.all(
      [1, 2].map(async () =>
        (await sso.addProvider(district.id, providerBody(localProvider))).json(),
      ),
    );

    const api = '/api/v1/operator';
    cases.push(
      { method: 'GET', path: '/districts', url: `${api}/districts` },
      { method: 'POST', path: '/districts', url: `${api}/districts`, body: districtBody() },
      {
        method: 'PUT',
        path: '/districts/{id}',
        url: `${api}/districts/${district.id}`,
        body: districtBody({ name: 'Maple Grove Schools' }),
      },
      {
        method: 'POST',
        path: '/districts/{id}/delete',
        url: `${api}/districts/${doomed.id}/delete`,
        body: { confirmName: 'Old Oak Schools' },
      },
      {
        method: 'POST',
        path: '/districts/{id}/administrator',
        url: `${api}/districts/${district.id}/administrator`,
        body: { email: colleague.email },
      },
      { method: 'GET', path: '/estimates', url: `${api}/estimates` },
      {
        method: 'PUT',
        path: '/estimates/{id}/status',
        url: `${api}/estimates/${request.id}/status`,
        body: { status: 'contacted' },
      },
      {
        method: 'POST',
        path: '/estimates/{id}/district',
        url: `${api}/estimates/${other.id}/district`,
        body: {},
      },
      { method: 'GET', path: '/subscriptions', url: `${api}/subscriptions` },
      {
        method: 'PUT',
        path: '/subscriptions/{userId}',
        url: `${api}/subscriptions/${subscriber.id}`,
        body: { endsOn: '2027-12-31' },
      },
      { method: 'GET', path: '/districts/{id}/sso', url: `${api}/districts/${district.id}/sso` },
      {
        method: 'PUT',
        path: '/districts/{id}/sso',
        url: `${api}/districts/${district.id}/sso`,
        body: { slug: 'maple-grove', domains: ['maplegrove.k12.test'] },
      },
      {
        method: 'POST',
        path: '/districts/{id}/sso/providers',
        url: `${api}/districts/${district.id}/sso/providers`,
        body: providerBody(localProvider),
      },
      {
        method: 'PUT',
        path: '/districts/{id}/sso/providers/{providerId}',
        url: `${api}/districts/${district.id}/sso/providers/${changed.id}`,
        body: providerBody({ ...localProvider, label: 'Maple Grove Login', clientSecret: '' }),
      },
      {
        method: 'DELETE',
        path: '/districts/{id}/sso/providers/{providerId}',
        url: `${api}/districts/${district.id}/sso/providers/${removed.id}`,
      },
      { method: 'GET', path: '/mail', url: `${api}/mail` },
      { method: 'GET', path: '/content', url: `${api}/content` },
      { method: 'GET', path: '/audit', url: `${api}/audit` },
    );
  });

  const send = (route: RouteCase, cookies: Record<string, string>) =>
    route.method === 'GET'
      ? ctx.app.inject({ method: 'GET', url: route.url, cookies })
      : ctx.app.inject(jsonRequest(route.method, route.url, route.body ?? {}, cookies));

  it('covers every operator route of the API document', () => {
    const documented = operationsOf(ctx.app.swagger() as OpenApiDocument)
      .filter((operation) => operation.path.startsWith('/api/v1/operator/'))
      .map((operation) => `${operation.method} ${operation.path.replace('/api/v1/operator', '')}`);
    expect(cases.map((route) => `${route.method} ${route.path}`).sort()).toEqual(documented.sort());
  });

  it('answers 401 to a visitor on every route', async () => {
    for (const route of cases) {
      const res = await send(route, {});
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it.each(['member', 'district administrator'] as const)(
    'answers 403 to a %s on every route, before reading the input',
    async (who) => {
      for (const route of cases) {
        const res = await send(route, callers[who]);
        expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
        expect(res.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: 'These pages are for the people who run Trellis.',
        });
      }
      // Nothing they sent changed anything: the districts are as they were.
      const list = await send(cases[0] as RouteCase, callers.operator);
      expect(list.json().districts.map((row: { name: string }) => row.name)).toEqual([
        'Maple Grove Schools',
        'Old Oak Schools',
      ]);
    },
  );

  it('lets an operator use every route', async () => {
    for (const route of cases) {
      const res = await send(route, callers.operator);
      expect([200, 201], `${route.method} ${route.path}: ${res.body}`).toContain(res.statusCode);
    }
  });
});
