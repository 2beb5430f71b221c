import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, ssoProviders, userIdentities } from '../../db/schema/index';
import { forgetProviderConfigurations } from '../../domain/sso/oidc-client';
import { ssoSecretBox } from '../../lib/secret-box';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict, createUser } from '../../../test/factories';
import { type LocalOidcProvider, startLocalOidcProvider } from '../../../test/oidc-provider';
import { buildTestApp, testConfig, useTestApp } from '../../../test/test-app';
import { NOW, signedInAs } from './operator-test-support';
import {
  closedLoopbackIssuer,
  providerBody,
  SECRET,
  type SsoApi,
  ssoApi,
  TEST_CALLBACK_URL,
} from './operator-sso-test-support';

describeEachDatabase('operator console: a district’s identity providers', (createDatabase) => {
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => NOW } }));
  let api: SsoApi;
  let operatorCookies: Record<string, string>;
  let local: LocalOidcProvider;
  let maple: { id: string; name: string };
  let oak: { id: string; name: string };
  /** A provider form for the local provider, which the check on save can reach. */
  let reachable: (values?: Record<string, unknown>) => ReturnType<typeof providerBody>;

  beforeAll(async () => {
    const db = ctx.database.db;
    maple = await createDistrict(db, { name: 'Maple Grove Schools' });
    oak = await createDistrict(db, { name: 'Oak Ridge District' });
    operatorCookies = (await signedInAs(db, 'operator')).cookies;
    api = ssoApi(() => ctx.app, operatorCookies);
    local = await startLocalOidcProvider({ redirectUris: [TEST_CALLBACK_URL] });
    reachable = (values = {}) =>
      providerBody({
        issuer: local.issuer,
        clientId: local.clientId,
        tenant: 'maple.example.org',
        ...values,
      });
    await api.save(maple.id, { slug: 'maple', domains: ['maple.example.org'] });
  });
  afterAll(async () => {
    forgetProviderConfigurations();
    await local.close();
  });

  const storedProvider = async (id: string) =>
    (await ctx.database.db.select().from(ssoProviders).where(eq(ssoProviders.id, id)))[0];
  const auditText = async () =>
    JSON.stringify(await ctx.database.db.select().from(auditLog).orderBy(auditLog.at));

  it('adds, edits keeping the secret, disables and removes a provider; the secret stays sealed', async () => {
    const added = await api.addProvider(maple.id, reachable());
    expect(added.statusCode, added.body).toBe(201);
    const provider = added.json();
    expect(provider).toEqual({
      id: expect.any(String),
      kind: 'google',
      label: 'Google',
      issuer: local.issuer,
      clientId: local.clientId,
      tenant: 'maple.example.org',
      enabled: true,
      hasSecret: true,
      updatedAt: NOW.toISOString(),
    });
    const stored = await storedProvider(provider.id);
    expect(stored?.clientSecretEncrypted).not.toContain(SECRET);
    expect(ssoSecretBox(testConfig())?.open(stored?.clientSecretEncrypted ?? '')).toBe(SECRET);

    const edited = await api.changeProvider(
      maple.id,
      provider.id,
      reachable({ label: 'Maple Google', tenant: 'maple.example.net', clientSecret: '' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ label: 'Maple Google', tenant: 'maple.example.net' });
    expect((await storedProvider(provider.id))?.clientSecretEncrypted).toBe(
      stored?.clientSecretEncrypted,
    );

    const disabled = await api.changeProvider(
      maple.id,
      provider.id,
      reachable({
        label: 'Maple Google',
        tenant: 'maple.example.net',
        clientSecret: '',
        enabled: false,
      }),
    );
    expect(disabled.json().enabled).toBe(false);

    const listed = await api.get(maple.id);
    expect(listed.json().providers).toEqual([disabled.json()]);
    for (const res of [added, edited, disabled, listed]) expect(res.body).not.toContain(SECRET);
    expect(await auditText()).not.toContain(SECRET);
    expect(await auditText()).toContain(
      `Changed the sign-in provider Maple Google (Google Workspace) of Maple Grove Schools: button name Google → Maple Google, tenant maple.example.org → maple.example.net.`,
    );

    // Removing it removes its accounts' links with it; the accounts stay.
    const teacher = await createUser(ctx.database.db, {
      districtId: maple.id,
      accountType: 'district',
    });
    await ctx.database.db
      .insert(userIdentities)
      .values({ providerId: provider.id, subject: 'sub-1', userId: teacher.id });
    const removed = await api.removeProvider(maple.id, provider.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(await storedProvider(provider.id)).toBeUndefined();
    expect(
      await ctx.database.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.userId, teacher.id)),
    ).toEqual([]);
    expect(await auditText()).toContain(
      'Removed the sign-in provider Maple Google (Google Workspace) from Maple Grove Schools; 1 account can no longer sign in with it.',
    );
  });

  it('replaces the secret when a new one is given, checking the provider with it', async () => {
    const provider = (await api.addProvider(maple.id, reachable())).json();
    const before = (await storedProvider(provider.id))?.clientSecretEncrypted;
    const wrongIssuer = await closedLoopbackIssuer();
    const refused = await api.changeProvider(
      maple.id,
      provider.id,
      reachable({ issuer: wrongIssuer, clientSecret: 'another-secret' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      {
        path: 'issuer',
        message: `Trellis could not read the provider's settings at ${wrongIssuer}. Check the issuer address.`,
      },
    ]);
    expect((await storedProvider(provider.id))?.clientSecretEncrypted).toBe(before);

    const changed = await api.changeProvider(
      maple.id,
      provider.id,
      reachable({ clientSecret: 'another-secret' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await storedProvider(provider.id))?.clientSecretEncrypted ?? '';
    expect(ssoSecretBox(testConfig())?.open(after)).toBe('another-secret');
    expect(await auditText()).not.toContain('another-secret');
    expect(await auditText()).toContain('a new client secret');
    await api.removeProvider(maple.id, provider.id);
  });

  it('refuses an issuer it cannot read, and stores nothing', async () => {
    const issuer = await closedLoopbackIssuer();
    const res = await api.addProvider(maple.id, reachable({ issuer }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      {
        path: 'issuer',
        message: `Trellis could not read the provider's settings at ${issuer}. Check the issuer address.`,
      },
    ]);
    expect((await api.get(maple.id)).json().providers).toEqual([]);
  });

  it.each([
    [
      'a button name for another OpenID Connect issuer',
      { kind: 'oidc', label: '' },
      'label',
      'Enter the name the sign-in button shows for this provider.',
    ],
    [
      'https for an issuer not on this machine',
      { issuer: 'http://accounts.example.org' },
      'issuer',
      'The issuer address must start with https://.',
    ],
    [
      'the directory ID for Microsoft',
      {
        kind: 'microsoft',
        tenant: 'maple.example.org',
        issuer: 'https://login.microsoftonline.com/{tenant}/v2.0',
      },
      'tenant',
      'Enter the district’s directory (tenant) ID, a GUID such as 72f988bf-86f1-41af-91ab-2d7cd011db47, from the Entra admin center’s Overview page.',
    ],
    [
      'the Workspace domain for Google',
      { tenant: '' },
      'tenant',
      'Enter the district’s Google Workspace domain (such as springfield.k12.il.us), so only the district’s own Google accounts can join.',
    ],
    [
      'the district ID for Clever',
      { kind: 'clever', tenant: '' },
      'tenant',
      'Enter the district’s Clever district ID (from the Clever dashboard), so only the district’s own Clever accounts can join.',
    ],
    [
      'Google’s own issuer for Google',
      { issuer: 'https://accounts.example.org' },
      'issuer',
      'This provider’s issuer is https://accounts.google.com. Choose “Other OpenID Connect” for any other issuer.',
    ],
    [
      'the tenant’s own issuer for Microsoft',
      {
        kind: 'microsoft',
        tenant: '72f988bf-86f1-41af-91ab-2d7cd011db47',
        issuer: 'https://login.microsoftonline.com/common/v2.0',
      },
      'issuer',
      'This provider’s issuer is https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/v2.0. Choose “Other OpenID Connect” for any other issuer.',
    ],
  ])('requires %s', async (_rule, values, path, message) => {
    const res = await api.addProvider(maple.id, reachable(values));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path, message }]);
  });

  it('enables a provider only with the district’s domains or a tenant its tokens carry', async () => {
    const rule =
      "Add the district's e-mail domains or the provider's tenant first, so only the district's staff can join";
    const other = { kind: 'oidc', label: 'Oak Login', tenant: '' };
    const bare = await api.addProvider(oak.id, reachable(other));
    expect(bare.statusCode).toBe(400);
    expect(bare.json().issues).toEqual([{ path: 'enabled', message: rule }]);
    // Another issuer names no tenant in its tokens, so a tenant typed is no rule.
    const typed = await api.addProvider(oak.id, reachable({ ...other, tenant: 'oak' }));
    expect(typed.json().issues).toEqual([{ path: 'enabled', message: rule }]);
    const classLink = await api.addProvider(oak.id, reachable({ kind: 'classlink', tenant: '' }));
    expect(classLink.json().issues).toEqual([{ path: 'enabled', message: rule }]);
    const disabled = await api.addProvider(oak.id, reachable({ ...other, enabled: false }));
    expect(disabled.statusCode, disabled.body).toBe(201);
    const enabling = await api.changeProvider(
      oak.id,
      disabled.json().id,
      reachable({ ...other, enabled: true, clientSecret: '' }),
    );
    expect(enabling.json().issues).toEqual([{ path: 'enabled', message: rule }]);
    const tenant = await api.addProvider(oak.id, reachable({ tenant: 'oak.example.org' }));
    expect(tenant.statusCode, tenant.body).toBe(201);
    expect(tenant.json()).toMatchObject({ enabled: true, tenant: 'oak.example.org' });
  });

  it('keeps each district’s providers to its own path and to the limit', async () => {
    const oakProvider = (await api.get(oak.id)).json().providers[0];
    const elsewhere = await api.changeProvider(
      maple.id,
      oakProvider.id,
      reachable({ clientSecret: '' }),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(
      'This provider does not exist. It may have been removed.',
    );
    expect((await api.removeProvider(maple.id, oakProvider.id)).statusCode).toBe(404);
    expect((await api.addProvider(crypto.randomUUID(), reachable())).statusCode).toBe(404);

    const count = (await api.get(oak.id)).json().providers.length;
    for (let index = count; index < 5; index += 1) {
      const res = await api.addProvider(
        oak.id,
        reachable({ label: `Provider ${index}`, tenant: 'oak.example.org' }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const sixth = await api.addProvider(oak.id, reachable({ tenant: 'oak.example.org' }));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'A district can have at most 5 providers. Remove one before adding another.',
    });
  });

  it('refuses to save a provider while SSO_SECRET_KEY is not set', async () => {
    const noKey = await buildTestApp(ctx.database, {
      config: testConfig({ SSO_SECRET_KEY: '' }),
      clock: { now: () => NOW },
    });
    try {
      const withoutKey = ssoApi(() => noKey, operatorCookies);
      expect((await withoutKey.get(maple.id)).json().secretsConfigured).toBe(false);
      const res = await withoutKey.addProvider(maple.id, reachable());
      expect(res.statusCode).toBe(409);
      expect(res.json().issues).toEqual([
        {
          path: 'clientSecret',
          message:
            'Trellis cannot store client secrets because SSO_SECRET_KEY is not set on the server. Set it (see docs/sso.md), restart Trellis, then save the provider again.',
        },
      ]);
      expect((await withoutKey.get(maple.id)).json().providers).toEqual([]);
    } finally {
      await noKey.close();
    }
  });
});
