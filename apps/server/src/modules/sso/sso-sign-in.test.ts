import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { sessions, userIdentities, users } from '../../db/schema/index';
import { forgetProviderConfigurations } from '../../domain/sso/oidc-client';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict, createUser, createUserWithPassword } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import type { LocalOidcProvider } from '../../../test/oidc-provider';
import { useTestApp } from '../../../test/test-app';
import {
  createSsoDistrict,
  me,
  newBrowser,
  signInWithSso,
  startTestProvider,
} from './sso-test-world';

describeEachDatabase('single sign-on: accounts', (createDatabase) => {
  const ctx = useTestApp(createDatabase);
  let idp: LocalOidcProvider;
  beforeAll(async () => {
    forgetProviderConfigurations();
    idp = await startTestProvider();
  });
  afterAll(async () => {
    await idp.close();
    forgetProviderConfigurations();
  });
  afterEach(() => {
    idp.tamperIdToken = null;
  });

  const usersWithEmail = (email: string) =>
    ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);

  it('creates a member account in the district at the first sign-in, with a session /me accepts', async () => {
    const { district, provider, domain } = await createSsoDistrict(ctx.database.db, idp, {
      label: 'Maple ID',
    });
    const email = `ana.ruiz@${domain}`;
    idp.accounts.set(email, {
      email,
      email_verified: true,
      given_name: 'Ana',
      family_name: 'Ruiz',
    });

    const { res, location, session } = await signInWithSso(ctx.app, idp, provider.id, email, {
      query: '?returnTo=%2Fstudents',
    });

    expect(res.statusCode).toBe(302);
    expect(location).toBe('/students');
    const [created] = await usersWithEmail(email);
    expect(created).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ruiz',
      accountType: 'district',
      districtId: district.id,
      role: 'member',
      deactivatedAt: null,
    });
    expect(created?.passwordHash).toMatch(/^\$argon2id\$/);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const body = await me(ctx.app, session);
    expect(body.user).toMatchObject({ email, accountType: 'district', role: 'member' });
    expect(body.user.district.id).toBe(district.id);
    expect(body.session.signedInWith).toBe('Maple ID');
    const identities = await ctx.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.providerId, provider.id));
    expect(identities).toMatchObject([{ subject: email, userId: created?.id }]);
  });

  it('signs the same user in at the next sign-in, without a new account', async () => {
    const { provider, domain } = await createSsoDistrict(ctx.database.db, idp);
    const email = `ben.ng@${domain}`;
    const first = await signInWithSso(ctx.app, idp, provider.id, email);
    const second = await signInWithSso(ctx.app, idp, provider.id, email);

    expect(second.location).toBe('/dashboard');
    expect(second.session).toBeDefined();
    expect(second.session).not.toBe(first.session);
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect((await me(ctx.app, second.session)).user.id).toBe(
      (await me(ctx.app, first.session)).user.id,
    );
  });

  it('finds a linked account by its subject even after the address changed at the provider', async () => {
    const { provider, domain } = await createSsoDistrict(ctx.database.db, idp);
    const login = `cam@${domain}`;
    const first = await signInWithSso(ctx.app, idp, provider.id, login);
    idp.accounts.set(login, { email: `cam.lee@${domain}`, email_verified: true });
    const second = await signInWithSso(ctx.app, idp, provider.id, login);

    expect((await me(ctx.app, second.session)).user.id).toBe(
      (await me(ctx.app, first.session)).user.id,
    );
    expect(await usersWithEmail(`cam.lee@${domain}`)).toHaveLength(0);
  });

  it('links an existing password account of the district instead of making a second one', async () => {
    const { district, provider, domain } = await createSsoDistrict(ctx.database.db, idp);
    const email = `dana.fox@${domain}`;
    const password = 'amber-willow-creek';
    const existing = await createUserWithPassword(ctx.database.db, password, {
      email: email.toUpperCase(),
      accountType: 'district',
      districtId: district.id,
    });

    // Whoever registered the address with the access code (which never proves it) is signed in.
    const before = await ctx.app.inject(
      jsonRequest('POST', '/api/v1/auth/login', { email, password }),
    );
    const passwordSession = before.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    expect(before.json().session.signedInWith).toBeUndefined();
    expect((await me(ctx.app, passwordSession)).session.signedInWith).toBeNull();

    const { location, session } = await signInWithSso(ctx.app, idp, provider.id, email);

    expect(location).toBe('/dashboard');
    expect((await me(ctx.app, session)).user.id).toBe(existing.id);
    expect(await usersWithEmail(email)).toHaveLength(1);
    // From the link on the provider is the way in: the old password and sessions are gone.
    expect((await me(ctx.app, passwordSession)).user).toBeNull();
    const withPassword = await ctx.app.inject(
      jsonRequest('POST', '/api/v1/auth/login', { email, password }),
    );
    expect(withPassword.statusCode).toBe(401);
    // A second sign-in through the provider leaves its own session alone.
    await signInWithSso(ctx.app, idp, provider.id, email);
    expect((await me(ctx.app, session)).user?.id).toBe(existing.id);
  });

  it('refuses an account already linked to another person at the provider (a reused address)', async () => {
    const { provider, domain } = await createSsoDistrict(ctx.database.db, idp);
    const email = `pat.lee@${domain}`;
    const first = await signInWithSso(ctx.app, idp, provider.id, email);
    expect(first.location).toBe('/dashboard');
    // The address now belongs to someone else at the provider: another subject, same address.
    idp.accounts.set('new-hire', { email, email_verified: true });
    const { location, session } = await signInWithSso(ctx.app, idp, provider.id, 'new-hire');
    expect(location).toBe('/?sso=already-linked');
    expect(session).toBeUndefined();
  });

  it('refuses an operator account with the address, even in the district', async () => {
    const { district, provider, domain } = await createSsoDistrict(ctx.database.db, idp);
    const email = `ops@${domain}`;
    await createUser(ctx.database.db, {
      email,
      role: 'operator',
      accountType: 'district',
      districtId: district.id,
    });
    const { location } = await signInWithSso(ctx.app, idp, provider.id, email);
    expect(location).toBe('/?sso=other-account');
  });

  it('refuses an address whose domain another district lists', async () => {
    const ours = await createSsoDistrict(ctx.database.db, idp, {
      kind: 'microsoft',
      tenant: 'c0ffee00-0000-4000-8000-000000000001',
      domains: [],
    });
    const theirs = await createSsoDistrict(ctx.database.db, idp);
    idp.tamperIdToken = (claims) => ({
      claims: { ...claims, tid: 'c0ffee00-0000-4000-8000-000000000001' },
    });
    const email = `principal@${theirs.domain}`;
    const { location } = await signInWithSso(ctx.app, idp, ours.provider.id, email);
    expect(location).toBe('/?sso=not-allowed');
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it.each([
    ['an individual account', () => ({ accountType: 'individual' })],
    [
      'an account of another district',
      async () => ({
        accountType: 'district',
        districtId: (await createDistrict(ctx.database.db)).id,
      }),
    ],
  ])('refuses an address that belongs to %s', async (_case, owner) => {
    const { provider, domain } = await createSsoDistrict(ctx.database.db, idp);
    const email = `eli.park@${domain}`;
    const other = await createUser(ctx.database.db, { email, ...(await owner()) });

    const { location, session } = await signInWithSso(ctx.app, idp, provider.id, email);

    expect(location).toBe('/?sso=other-account');
    expect(session).toBeUndefined();
    expect(await usersWithEmail(email)).toEqual([expect.objectContaining({ id: other.id })]);
    const links = await ctx.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, other.id));
    expect(links).toEqual([]);
  });

  it('refuses a deactivated user, linked or not', async () => {
    const { district, provider, domain } = await createSsoDistrict(ctx.database.db, idp);
    const linked = `fay@${domain}`;
    await signInWithSso(ctx.app, idp, provider.id, linked);
    await ctx.database.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.email, linked));
    const unlinked = `gus@${domain}`;
    await createUser(ctx.database.db, {
      email: unlinked,
      accountType: 'district',
      districtId: district.id,
      deactivatedAt: new Date(),
    });

    for (const email of [linked, unlinked]) {
      const { location, session } = await signInWithSso(ctx.app, idp, provider.id, email);
      expect(location).toBe('/?sso=deactivated');
      expect(session).toBeUndefined();
    }
  });

  it('refuses an address outside the district, and creates nobody', async () => {
    const { provider } = await createSsoDistrict(ctx.database.db, idp);
    const email = 'hal@elsewhere.example.org';
    const { location, session } = await signInWithSso(ctx.app, idp, provider.id, email);
    expect(location).toBe('/?sso=not-allowed');
    expect(session).toBeUndefined();
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('refuses everyone when the district lists no domain and the provider no tenant', async () => {
    const { provider } = await createSsoDistrict(ctx.database.db, idp, { domains: [] });
    const { location } = await signInWithSso(ctx.app, idp, provider.id, 'ivy@any.example.org');
    expect(location).toBe('/?sso=not-allowed');
  });

  it.each([
    ['google', 'hd', 'maple.example.org', 'Maple.example.org', '/dashboard'],
    ['google', 'hd', 'maple.example.org', 'elm.example.org', '/?sso=not-allowed'],
    ['google', 'hd', 'maple.example.org', undefined, '/?sso=not-allowed'],
    ['microsoft', 'tid', '7f3c-tenant', '7F3C-TENANT', '/dashboard'],
    ['microsoft', 'tid', '7f3c-tenant', 'other-tenant', '/?sso=not-allowed'],
  ] as const)(
    'applies the %s tenant rule (%s %s against %s)',
    async (kind, claim, tenant, claimed, expected) => {
      const { provider } = await createSsoDistrict(ctx.database.db, idp, {
        kind,
        tenant,
        domains: [],
      });
      const email = `tenant.${kind}.${String(claimed)}@any-${Date.now()}.example.org`;
      idp.accounts.set(email, {
        email,
        email_verified: true,
        ...(claimed === undefined ? {} : { [claim]: claimed }),
      });
      const { location } = await signInWithSso(ctx.app, idp, provider.id, email);
      expect(location).toBe(expected);
    },
  );

  it('refuses an address the provider did not verify, or no address at all', async () => {
    const { provider, domain } = await createSsoDistrict(ctx.database.db, idp);
    const unverified = `jo@${domain}`;
    idp.accounts.set(unverified, { email: unverified, email_verified: false });
    expect((await signInWithSso(ctx.app, idp, provider.id, unverified)).location).toBe(
      '/?sso=no-verified-email',
    );
    // A login without '@' has no e-mail claim at the local provider.
    expect((await signInWithSso(ctx.app, idp, provider.id, 'no-address')).location).toBe(
      '/?sso=no-verified-email',
    );
    expect(await usersWithEmail(unverified)).toEqual([]);
  });

  it('accepts an address without email_verified from a district-managed provider (Microsoft)', async () => {
    const { provider, domain } = await createSsoDistrict(ctx.database.db, idp, {
      kind: 'microsoft',
      tenant: 'c0ffee00-0000-4000-8000-000000000002',
    });
    // Entra ID's own shape: the address as preferred_username, no email, no email_verified.
    idp.tamperIdToken = ({ email: _email, email_verified: _verified, ...claims }) => ({
      claims: {
        ...claims,
        preferred_username: `kim@${domain}`,
        tid: 'c0ffee00-0000-4000-8000-000000000002',
      },
    });
    const { location, session } = await signInWithSso(ctx.app, idp, provider.id, 'kim-login');
    expect(location).toBe('/dashboard');
    expect((await me(ctx.app, session)).user.email).toBe(`kim@${domain}`);
  });

  it("refuses a new account while the district's licence cannot take one", async () => {
    const { provider, domain } = await createSsoDistrict(ctx.database.db, idp, {
      district: { expiresAt: new Date(Date.now() - 86_400_000) },
    });
    const email = `lee@${domain}`;
    const { location } = await signInWithSso(ctx.app, idp, provider.id, email);
    expect(location).toBe('/?sso=district-unavailable');
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('returns to a path of this site only', async () => {
    const { provider, domain } = await createSsoDistrict(ctx.database.db, idp);
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const { location } = await signInWithSso(ctx.app, idp, provider.id, `max@${domain}`, {
        query: `?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(location).toBe('/dashboard');
    }
  });

  it('makes one account when the same person signs in twice at once', async () => {
    const { provider, domain } = await createSsoDistrict(ctx.database.db, idp);
    const email = `ned@${domain}`;
    const results = await Promise.all(
      [newBrowser(), newBrowser(), newBrowser()].map((browser) =>
        signInWithSso(ctx.app, idp, provider.id, email, { browser }),
      ),
    );
    for (const { location } of results) expect(location).toBe('/dashboard');
    const created = await usersWithEmail(email);
    expect(created).toHaveLength(1);
    for (const { session } of results) {
      expect((await me(ctx.app, session)).user.id).toBe(created[0]?.id);
    }
    const started = await ctx.database.db
      .select({ signedInWith: sessions.signedInWith })
      .from(sessions)
      .where(eq(sessions.userId, created[0]?.id ?? ''));
    expect(started).toEqual(Array(3).fill({ signedInWith: 'Local ID' }));
  });
});
