import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ssoLogins } from '../../db/schema/index';
import { forgetProviderConfigurations } from '../../domain/sso/oidc-client';
import { hashToken } from '../../lib/tokens';
import { loggerOptions } from '../../logger';
import { describeEachDatabase } from '../../../test/databases';
import type { LocalOidcProvider } from '../../../test/oidc-provider';
import { buildTestApp, testConfig, type TestApp } from '../../../test/test-app';
import type { Database } from '../../db/client';
import {
  createSsoDistrict,
  locationOf,
  newBrowser,
  returnToTrellis,
  startSso,
  startTestProvider,
} from './sso-test-world';
import { SESSION_COOKIE } from '@trellis/shared/session';

/**
 * The whole flow logged at the most detailed level: no line may hold the provider's code, our
 * state, nonce or PKCE verifier, the browser's value, the session token or the client secret.
 */
describeEachDatabase('single sign-on: secrets in the logs', (createDatabase) => {
  const lines: string[] = [];
  let database: Database;
  let app: TestApp;
  let idp: LocalOidcProvider;

  beforeAll(async () => {
    forgetProviderConfigurations();
    database = await createDatabase();
    idp = await startTestProvider();
    const config = testConfig({ LOG_LEVEL: 'trace' });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildTestApp(database, { config, logger: { ...loggerOptions(config), stream } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await idp.close();
    forgetProviderConfigurations();
  });

  /** One sign-in up to the callback, with every secret it carries. */
  const signIn = async (providerId: string, login: string) => {
    const browser = newBrowser();
    const start = await startSso(app, providerId, browser, '?returnTo=%2Fstudents');
    const callbackUrl = new URL(await idp.signIn(locationOf(start), login));
    const state = callbackUrl.searchParams.get('state') ?? '';
    const [row] = await database.db
      .select()
      .from(ssoLogins)
      .where(eq(ssoLogins.stateHash, hashToken(state)));
    const secrets = [
      state,
      callbackUrl.searchParams.get('code') ?? '',
      browser.ssoCookie ?? '',
      row?.nonce ?? '',
      row?.codeVerifier ?? '',
    ];
    const res = await returnToTrellis(app, callbackUrl.href, browser);
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    return { res, secrets: session ? [...secrets, session] : secrets };
  };

  it('logs what happened, never a code, a state, a nonce, a verifier, a cookie or the secret', async () => {
    const { provider, domain } = await createSsoDistrict(database.db, idp);
    const signedIn = await signIn(provider.id, `ana@${domain}`);
    expect(locationOf(signedIn.res)).toBe('/students');
    expect(signedIn.secrets).toHaveLength(6);
    idp.tamperIdToken = (claims) => ({ claims: { ...claims, nonce: 'forged-nonce' } });
    const refused = await signIn(provider.id, `ben@${domain}`);
    idp.tamperIdToken = null;
    expect(locationOf(refused.res)).toBe('/?sso=refused');

    const log = lines.join('');
    for (const secret of [...signedIn.secrets, ...refused.secrets, idp.clientSecret]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain('forged-nonce');
    expect(log).toContain('/api/v1/auth/sso/callback?code=[Redacted]');
    expect(log).toContain('state=[Redacted]');
    const refusal = lines
      .map((line) => JSON.parse(line) as { sso?: string; reason?: string; level: number })
      .find((entry) => entry.sso === 'refused');
    expect(refusal?.level).toBe(30);
    expect(refusal?.reason).toContain('nonce');
  });

  it('logs an unreachable provider as a warning, with why', async () => {
    const { provider } = await createSsoDistrict(database.db, idp, {
      issuer: 'http://127.0.0.1:9',
    });
    const start = await startSso(app, provider.id, newBrowser());
    expect(locationOf(start)).toBe('/?sso=unavailable');
    const line = lines.find((l) => l.includes('"sso":"unavailable"') && l.includes('127.0.0.1:9'));
    expect(line).toBeDefined();
    expect(JSON.parse(line ?? '{}').level).toBe(40);
  });

  it('redacts the state of a request URL', async () => {
    await returnToTrellis(
      app,
      '/api/v1/auth/sso/callback?state=plain-state-value-42',
      newBrowser(),
    );
    expect(lines.join('')).not.toContain('plain-state-value-42');
  });
});
