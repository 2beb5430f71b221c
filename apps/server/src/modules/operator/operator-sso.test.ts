import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { auditLog, districtEmailDomains } from '../../db/schema/index';
import { forgetProviderConfigurations } from '../../domain/sso/oidc-client';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict } from '../../../test/factories';
import { type LocalOidcProvider, startLocalOidcProvider } from '../../../test/oidc-provider';
import { useTestApp } from '../../../test/test-app';
import { NOW, signedInAs } from './operator-test-support';
import { providerBody, type SsoApi, ssoApi, TEST_CALLBACK_URL } from './operator-sso-test-support';

describeEachDatabase('operator console: a district’s single sign-on settings', (createDatabase) => {
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => NOW } }));
  let api: SsoApi;
  let local: LocalOidcProvider;
  let maple: { id: string; name: string };
  let oak: { id: string; name: string };
  const callers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    const db = ctx.database.db;
    maple = await createDistrict(db, { name: 'Maple Grove Schools' });
    oak = await createDistrict(db, { name: 'Oak Ridge District' });
    callers.visitor = {};
    callers.member = (await signedInAs(db, 'member', { districtId: maple.id })).cookies;
    callers['district administrator'] = (
      await signedInAs(db, 'district_admin', { districtId: maple.id })
    ).cookies;
    const operator = await signedInAs(db, 'operator', {
      firstName: 'Owen',
      lastName: 'Pratt',
      email: 'owen@trellis.example.org',
    });
    api = ssoApi(() => ctx.app, operator.cookies);
    local = await startLocalOidcProvider({ redirectUris: [TEST_CALLBACK_URL] });
  });
  afterAll(async () => {
    forgetProviderConfigurations();
    await local.close();
  });

  const ssoAudit = (districtId: string) =>
    ctx.database.db
      .select({ summary: auditLog.summary, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.districtId, districtId));

  it('shows a district without single sign-on, with the redirect URI to register', async () => {
    const res = await api.get(maple.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      slug: null,
      domains: [],
      providers: [],
      callbackUrl: TEST_CALLBACK_URL,
      secretsConfigured: true,
    });
    const unknown = await api.get(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This district does not exist. It may have been deleted.');
  });

  it('sets the sign-in address and the domains, sorted, with one audit entry', async () => {
    const res = await api.save(maple.id, {
      slug: ' Maple-Grove ',
      domains: ['maple.k12.il.us', 'Maple.example.org'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      slug: 'maple-grove',
      domains: ['maple.example.org', 'maple.k12.il.us'],
    });
    expect((await api.get(maple.id)).json().domains).toEqual([
      'maple.example.org',
      'maple.k12.il.us',
    ]);
    expect(await ssoAudit(maple.id)).toEqual([
      {
        action: 'sso-changed',
        summary:
          'Set the single sign-on address of Maple Grove Schools to /sso/maple-grove. ' +
          'Set the single sign-on e-mail domains of Maple Grove Schools to maple.example.org, maple.k12.il.us (before: none).',
      },
    ]);
    // The same settings again change nothing and record nothing.
    await api.save(maple.id, {
      slug: 'maple-grove',
      domains: ['maple.k12.il.us', 'maple.example.org'],
    });
    expect(await ssoAudit(maple.id)).toHaveLength(1);
  });

  it('refuses a domain or an address another district has, naming it, and keeps nothing', async () => {
    const taken = await api.save(oak.id, {
      slug: 'oak',
      domains: ['oak.example.org', 'maple.example.org'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'CONFLICT',
      issues: [
        {
          path: 'domains',
          message:
            'maple.example.org belongs to another district (Maple Grove Schools). Remove it there first, or leave it out here.',
        },
      ],
    });
    const slug = await api.save(oak.id, { slug: 'maple-grove', domains: ['oak.example.org'] });
    expect(slug.statusCode).toBe(409);
    expect(slug.json().issues).toEqual([
      {
        path: 'slug',
        message:
          'The sign-in address /sso/maple-grove belongs to another district (Maple Grove Schools). Choose another.',
      },
    ]);
    expect((await api.get(oak.id)).json()).toMatchObject({ slug: null, domains: [] });
    expect(await ssoAudit(oak.id)).toEqual([]);
  });

  it('refuses bad input at its field, and an unknown district', async () => {
    const bad = await api.save(oak.id, { slug: '-oak', domains: ['@oak.org'] });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['domains.0', 'slug']);
    const unknown = await api.save(crypto.randomUUID(), { slug: null, domains: [] });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives a domain two districts claim at once to exactly one of them', async () => {
    for (const round of [1, 2, 3, 4]) {
      const domain = `contested-${round}.example.org`;
      const answers = await Promise.all([
        api.save(maple.id, { slug: 'maple-grove', domains: ['maple.example.org', domain] }),
        api.save(oak.id, { slug: null, domains: [domain, 'oak.example.org'] }),
      ]);
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.sort(), answers.map((res) => res.body).join('\n')).toEqual([200, 409]);
      const loser = answers.find((res) => res.statusCode === 409);
      expect(loser?.json().issues[0]).toMatchObject({ path: 'domains' });
      const owners = await ctx.database.db
        .select()
        .from(districtEmailDomains)
        .where(eq(districtEmailDomains.domain, domain));
      expect(owners).toHaveLength(1);
      const winner = owners[0]?.districtId === maple.id ? maple : oak;
      expect((await api.get(winner.id)).json().domains).toContain(domain);
      // The winner gives it up again for the next round.
      await ctx.database.db
        .delete(districtEmailDomains)
        .where(inArray(districtEmailDomains.domain, [domain, 'oak.example.org']));
    }
  });

  it('keeps the last domain while an enabled provider relies on domains alone', async () => {
    await api.save(maple.id, { slug: 'maple-grove', domains: ['maple.example.org'] });
    const added = await api.addProvider(
      maple.id,
      providerBody({
        kind: 'classlink',
        issuer: local.issuer,
        clientId: local.clientId,
        clientSecret: local.clientSecret,
      }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const refused = await api.save(maple.id, { slug: 'maple-grove', domains: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      {
        path: 'domains',
        message:
          "Keep at least one e-mail domain: ClassLink lets staff join by the district's domains alone. Disable it or give it the district's tenant first.",
      },
    ]);
    expect((await api.get(maple.id)).json().domains).toEqual(['maple.example.org']);

    // Switched off, it lets nobody in, so the domains may go.
    const provider = added.json();
    const off = await api.changeProvider(maple.id, provider.id, {
      ...providerBody({ kind: 'classlink', issuer: local.issuer, clientId: local.clientId }),
      clientSecret: '',
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const cleared = await api.save(maple.id, { slug: null, domains: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ slug: null, domains: [] });
  });

  describe('who may use it', () => {
    const routes = () => {
      const providerId = crypto.randomUUID();
      const base = `/api/v1/operator/districts/${maple.id}/sso`;
      return [
        { method: 'GET', url: base },
        { method: 'PUT', url: base, payload: { slug: 'x', domains: ['x.org'] } },
        { method: 'POST', url: `${base}/providers`, payload: providerBody() },
        { method: 'PUT', url: `${base}/providers/${providerId}`, payload: providerBody() },
        { method: 'DELETE', url: `${base}/providers/${providerId}`, payload: {} },
      ] as const;
    };

    it.each([
      ['visitor', 401, 'UNAUTHENTICATED'],
      ['member', 403, 'FORBIDDEN'],
      ['district administrator', 403, 'FORBIDDEN'],
    ] as const)('refuses a %s on every route', async (who, status, code) => {
      const before = (await api.get(maple.id)).json();
      for (const route of routes()) {
        const res = await ctx.app.inject({
          ...route,
          headers: { origin: 'http://localhost:3000' },
          cookies: callers[who] ?? {},
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(status);
        expect(res.json().code).toBe(code);
      }
      expect((await api.get(maple.id)).json()).toEqual(before);
    });
  });
});
