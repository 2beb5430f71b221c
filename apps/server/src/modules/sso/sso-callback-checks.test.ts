import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { SSO_CALLBACK_PATH } from '@trellis/shared/sso-providers';
import { sessions, ssoLogins, users } from '../../db/schema/index';
import { forgetProviderConfigurations } from '../../domain/sso/oidc-client';
import { hashToken } from '../../lib/tokens';
import { describeEachDatabase } from '../../../test/databases';
import type { LocalOidcProvider } from '../../../test/oidc-provider';
import { startLocalOidcProvider } from '../../../test/oidc-provider';
import { buildTestApp, testConfig, useTestApp } from '../../../test/test-app';
import { SSO_BROWSER_COOKIE } from './sso-browser-cookie';
import {
  cookieOf,
  createSsoDistrict,
  locationOf,
  newBrowser,
  returnToTrellis,
  signInWithSso,
  startSso,
  startTestProvider,
} from './sso-test-world';

describeEachDatabase("single sign-on: checking the provider's answer", (createDatabase) => {
  // The app's clock runs `offset` ahead of the real one (the provider's tokens use real time).
  let offset = 0;
  const ctx = useTestApp(createDatabase, () => ({
    clock: { now: () => new Date(Date.now() + offset) },
  }));
  let idp: LocalOidcProvider;
  let providerId = '';
  let domain = '';
  beforeAll(async () => {
    forgetProviderConfigurations();
    idp = await startTestProvider();
    const made = await createSsoDistrict(ctx.database.db, idp);
    providerId = made.provider.id;
    domain = made.domain;
  });
  afterAll(async () => {
    await idp.close();
    forgetProviderConfigurations();
  });
  afterEach(() => {
    idp.tamperIdToken = null;
    offset = 0;
  });

  const person = (name: string) => `${name}@${domain}`;
  const noSessionFor = async (email: string) => {
    const rows = await ctx.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    expect(rows).toEqual([]);
  };

  /** Start, the provider's page, and the callback address it sends the browser to. */
  const upToCallback = async (login: string) => {
    const browser = newBrowser();
    const start = await startSso(ctx.app, providerId, browser);
    const callbackUrl = new URL(await idp.signIn(locationOf(start), login));
    return { browser, callbackUrl };
  };

  it('sends the browser to the provider with PKCE, state, nonce and the registered address', async () => {
    const browser = newBrowser();
    const start = await startSso(ctx.app, providerId, browser, '?email=ann%40x.example.org');
    expect(start.statusCode).toBe(302);
    const target = new URL(locationOf(start));
    expect(target.origin).toBe(idp.issuer);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: idp.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: 'http://localhost:3000/api/v1/auth/sso/callback',
      code_challenge_method: 'S256',
      login_hint: 'ann@x.example.org',
    });
    expect(target.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(target.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(target.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(cookieOf(start, SSO_BROWSER_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/v1/auth/sso',
    });
    expect(cookieOf(start, SSO_BROWSER_COOKIE)?.secure).toBeFalsy();
    // Only hashes of the state and of the browser's value are stored.
    const [row] = await ctx.database.db
      .select()
      .from(ssoLogins)
      .where(eq(ssoLogins.browserHash, hashToken(browser.ssoCookie ?? '')));
    expect(row?.stateHash).not.toBe(target.searchParams.get('state'));
    expect(row?.nonce).toBe(target.searchParams.get('nonce'));
  });

  it('checks the answer against PUBLIC_URL, not the Host header, and marks cookies Secure on https', async () => {
    const publicUrl = 'https://trellis.example.org';
    const proxied = await startLocalOidcProvider({
      redirectUris: [`${publicUrl}${SSO_CALLBACK_PATH}`],
    });
    const app = await buildTestApp(ctx.database, { config: testConfig({ PUBLIC_URL: publicUrl }) });
    try {
      const made = await createSsoDistrict(ctx.database.db, proxied);
      const browser = newBrowser();
      const start = await startSso(app, made.provider.id, browser);
      expect(new URL(locationOf(start)).searchParams.get('redirect_uri')).toBe(
        `${publicUrl}${SSO_CALLBACK_PATH}`,
      );
      expect(cookieOf(start, SSO_BROWSER_COOKIE)?.secure).toBe(true);
      const callbackUrl = await proxied.signIn(locationOf(start), `proxy@${made.domain}`);
      expect(callbackUrl.startsWith(`${publicUrl}${SSO_CALLBACK_PATH}?`)).toBe(true);
      // The request reaches the app as a proxy passes it on: Host is the app's own.
      const res = await returnToTrellis(app, callbackUrl, browser);
      expect(locationOf(res)).toBe('/dashboard');
      expect(cookieOf(res, `__Host-${SESSION_COOKIE}`)?.secure).toBe(true);
    } finally {
      await app.close();
      await proxied.close();
    }
  });

  it('clears the browser cookie whatever the outcome', async () => {
    const { res } = await signInWithSso(ctx.app, idp, providerId, person('clear'));
    expect(cookieOf(res, SSO_BROWSER_COOKIE)?.value).toBe('');
    const refused = await returnToTrellis(
      ctx.app,
      '/api/v1/auth/sso/callback?state=x&code=y',
      newBrowser(),
    );
    expect(cookieOf(refused, SSO_BROWSER_COOKIE)?.value).toBe('');
  });

  it('refuses a tampered state', async () => {
    const { browser, callbackUrl } = await upToCallback(person('tampered-state'));
    callbackUrl.searchParams.set('state', `${callbackUrl.searchParams.get('state')}x`);
    const res = await returnToTrellis(ctx.app, callbackUrl.href, browser);
    expect(locationOf(res)).toBe('/?sso=expired');
    expect(cookieOf(res, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses an answer without a state', async () => {
    const { browser, callbackUrl } = await upToCallback(person('no-state'));
    callbackUrl.searchParams.delete('state');
    expect(locationOf(await returnToTrellis(ctx.app, callbackUrl.href, browser))).toBe(
      '/?sso=expired',
    );
  });

  it('refuses the same answer twice (a replay)', async () => {
    const { browser, callbackUrl } = await upToCallback(person('replay'));
    const cookie = browser.ssoCookie;
    const first = await returnToTrellis(ctx.app, callbackUrl.href, browser);
    expect(locationOf(first)).toBe('/dashboard');
    const again = await returnToTrellis(ctx.app, callbackUrl.href, {
      ...browser,
      ssoCookie: cookie,
    });
    expect(locationOf(again)).toBe('/?sso=expired');
    expect(cookieOf(again, SESSION_COOKIE)).toBeUndefined();
  });

  it("refuses an answer brought back by another browser, and without the browser's cookie", async () => {
    const email = person('csrf');
    const { callbackUrl } = await upToCallback(email);
    const other = newBrowser();
    await startSso(ctx.app, providerId, other); // a browser with a cookie of its own
    expect(locationOf(await returnToTrellis(ctx.app, callbackUrl.href, other))).toBe(
      '/?sso=expired',
    );

    const second = await upToCallback(email);
    const bare = await returnToTrellis(ctx.app, second.callbackUrl.href, newBrowser());
    expect(locationOf(bare)).toBe('/?sso=expired');
    await noSessionFor(email);
  });

  it('refuses an answer after the ten minutes a sign-in may take', async () => {
    const { browser, callbackUrl } = await upToCallback(person('late'));
    offset = 11 * 60_000;
    expect(locationOf(await returnToTrellis(ctx.app, callbackUrl.href, browser))).toBe(
      '/?sso=expired',
    );
  });

  it.each([
    ['a tampered nonce', (c: Record<string, unknown>) => ({ claims: { ...c, nonce: 'not-ours' } })],
    ['no nonce', ({ nonce: _n, ...c }: Record<string, unknown>) => ({ claims: c })],
    [
      'an expired ID token',
      (c: Record<string, unknown>) => ({
        claims: {
          ...c,
          iat: Math.floor(Date.now() / 1000) - 7200,
          exp: Math.floor(Date.now() / 1000) - 3600,
        },
      }),
    ],
    [
      'a key the provider never published',
      (c: Record<string, unknown>) => ({ claims: c, rogueKey: true }),
    ],
    [
      'another audience',
      (c: Record<string, unknown>) => ({ claims: { ...c, aud: 'someone-else' } }),
    ],
    [
      'another issuer',
      (c: Record<string, unknown>) => ({
        claims: { ...c, iss: 'http://127.0.0.1:1' },
      }),
    ],
  ])('refuses an ID token with %s', async (_case, tamper) => {
    const email = person(`tampered-${_case.replace(/\W+/g, '-')}`);
    idp.tamperIdToken = tamper;
    const { res, location } = await signInWithSso(ctx.app, idp, providerId, email);
    expect(location).toBe('/?sso=refused');
    expect(cookieOf(res, SESSION_COOKIE)).toBeUndefined();
    await noSessionFor(email);
  });

  it('says a sign-in cancelled at the provider was cancelled, and other provider errors refused', async () => {
    const { browser, callbackUrl } = await upToCallback(person('cancel'));
    const state = callbackUrl.searchParams.get('state');
    const cancelled = await returnToTrellis(
      ctx.app,
      `/api/v1/auth/sso/callback?error=access_denied&state=${state}`,
      browser,
    );
    expect(locationOf(cancelled)).toBe('/?sso=cancelled');
    // The cancelled sign-in is used up: its code no longer works.
    expect(locationOf(await returnToTrellis(ctx.app, callbackUrl.href, browser))).toBe(
      '/?sso=expired',
    );
    const failed = await returnToTrellis(
      ctx.app,
      '/api/v1/auth/sso/callback?error=server_error&state=unknown',
      newBrowser(),
    );
    expect(locationOf(failed)).toBe('/?sso=refused');
  });

  it('never answers a validation error or a 500 to odd callback addresses', async () => {
    for (const query of ['', '?state=a&state=b', '?code=&state=', `?state=${'x'.repeat(5000)}`]) {
      const res = await returnToTrellis(ctx.app, `/api/v1/auth/sso/callback${query}`, newBrowser());
      expect(res.statusCode).toBe(302);
      expect(locationOf(res)).toBe('/?sso=expired');
    }
  });

  it('sends the browser back with `unavailable` when the provider cannot be used', async () => {
    const disabled = await createSsoDistrict(ctx.database.db, idp, { enabled: false });
    const unreachable = await createSsoDistrict(ctx.database.db, idp, {
      issuer: 'http://127.0.0.1:9/',
    });
    const ids = [
      disabled.provider.id,
      unreachable.provider.id,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ];
    for (const id of ids) {
      const res = await startSso(ctx.app, id, newBrowser());
      expect(res.statusCode).toBe(302);
      expect(locationOf(res)).toBe('/?sso=unavailable');
      expect(cookieOf(res, SSO_BROWSER_COOKIE)).toBeUndefined();
    }
  });
});
