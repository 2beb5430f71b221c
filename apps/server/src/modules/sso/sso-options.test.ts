import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoProviders } from '../../db/schema/index';
import { forgetProviderConfigurations } from '../../domain/sso/oidc-client';
import { describeEachDatabase } from '../../../test/databases';
import type { LocalOidcProvider } from '../../../test/oidc-provider';
import { buildTestApp, testConfig, useTestApp } from '../../../test/test-app';
import {
  createSsoDistrict,
  locationOf,
  newBrowser,
  startSso,
  startTestProvider,
} from './sso-test-world';
import { SSO_RATE_RULES } from './sso-rate-rules';

describeEachDatabase('single sign-on: which buttons to show', (createDatabase) => {
  const ctx = useTestApp(createDatabase);
  let idp: LocalOidcProvider;
  beforeAll(async () => {
    idp = await startTestProvider();
  });
  afterAll(async () => {
    await idp.close();
    forgetProviderConfigurations();
  });

  const options = (email: string, ip = newBrowser().ip) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/sso/options?email=${encodeURIComponent(email)}`,
      remoteAddress: ip,
    });
  const ofSlug = (slug: string, ip = newBrowser().ip) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/sso/districts/${encodeURIComponent(slug)}`,
      remoteAddress: ip,
    });

  describe('by e-mail address', () => {
    it("lists the enabled providers of the address's district, whatever the case", async () => {
      const made = await createSsoDistrict(ctx.database.db, idp, {
        label: 'Maple ID',
        district: { name: 'Maple Schools' },
      });
      const second = await createSsoDistrict(ctx.database.db, idp, { domains: [] });
      // A second provider of the same district, and a disabled one that stays hidden.
      const base = {
        districtId: made.district.id,
        issuer: idp.issuer,
        clientId: 'x',
        clientSecretEncrypted: 'v1:a:b:c',
      };
      await ctx.database.db.insert(ssoProviders).values([
        { ...base, kind: 'google', label: '' },
        { ...base, kind: 'clever', label: 'Hidden', enabled: false },
      ]);

      const res = await options(`  Ana@${made.domain.toUpperCase()} `);

      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        providers: [
          { id: made.provider.id, label: 'Maple ID', kind: 'oidc', districtName: 'Maple Schools' },
          {
            id: expect.any(String),
            label: 'Google',
            kind: 'google',
            districtName: 'Maple Schools',
          },
        ],
      });
      expect(JSON.stringify(res.json())).not.toContain(second.provider.id);
    });

    it.each([
      ['an unlisted domain', 'ana@gmail.com'],
      ['no address', ''],
      ['no @', 'maple.example.org'],
      ['two @', 'a@b@maple.example.org'],
      ['a very long value', `${'a'.repeat(300)}@example.org`],
    ])('answers no buttons for %s', async (_case, email) => {
      const res = await options(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ providers: [] });
    });

    it('answers no buttons without the parameter or with it twice', async () => {
      for (const query of ['', '?email=a@b.org&email=c@d.org']) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/auth/sso/options${query}`,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ providers: [] });
      }
    });

    it('hides a district whose only provider is disabled', async () => {
      const made = await createSsoDistrict(ctx.database.db, idp, { enabled: false });
      expect((await options(`ana@${made.domain}`)).json()).toEqual({ providers: [] });
    });

    it('limits look-ups per address with the usual 429', async () => {
      const ip = newBrowser().ip;
      for (let i = 0; i < SSO_RATE_RULES.optionsPerIp.limit; i += 1) {
        expect((await options('a@b.example.org', ip)).statusCode).toBe(200);
      }
      const over = await options('a@b.example.org', ip);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('TOO_MANY_ATTEMPTS');
      expect(over.headers['retry-after']).toBeDefined();
      expect((await options('a@b.example.org')).statusCode).toBe(200);
    });

    it('counts sign-in address look-ups with them, so district names cannot be listed', async () => {
      const ip = newBrowser().ip;
      for (let i = 0; i < SSO_RATE_RULES.optionsPerIp.limit; i += 1) {
        await options('a@b.example.org', ip);
      }
      const over = await ofSlug('any-district', ip);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('TOO_MANY_ATTEMPTS');
    });
  });

  describe("by a district's sign-in address", () => {
    it('lists the enabled providers of the district with that slug', async () => {
      const made = await createSsoDistrict(ctx.database.db, idp, {
        slug: 'oak-valley',
        label: 'Oak ID',
        district: { name: 'Oak Valley' },
      });
      const res = await ofSlug('Oak-Valley');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        providers: [
          { id: made.provider.id, label: 'Oak ID', kind: 'oidc', districtName: 'Oak Valley' },
        ],
      });
    });

    it('answers a plain 404 for an unknown slug or one without an enabled provider', async () => {
      await createSsoDistrict(ctx.database.db, idp, { slug: 'pine-off', enabled: false });
      for (const slug of ['no-such-district', 'pine-off']) {
        const res = await ofSlug(slug);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          code: 'NOT_FOUND',
          message: 'This address has no single sign-on. Sign in with your e-mail and password.',
        });
      }
    });

    it('answers 400 for a value that cannot be a sign-in address', async () => {
      for (const slug of ['%%%', 'a\u0000b', '-x-', 'a'.repeat(49)]) {
        const res = await ofSlug(slug);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('without SSO_SECRET_KEY', () => {
    it('sends the browser back with `unavailable` instead of to the provider', async () => {
      const made = await createSsoDistrict(ctx.database.db, idp);
      const app = await buildTestApp(ctx.database, { config: testConfig({ SSO_SECRET_KEY: '' }) });
      try {
        const res = await startSso(app, made.provider.id, newBrowser());
        expect(res.statusCode).toBe(302);
        expect(locationOf(res)).toBe('/?sso=unavailable');
      } finally {
        await app.close();
      }
    });

    it('and so does a secret sealed under another key', async () => {
      const made = await createSsoDistrict(ctx.database.db, idp);
      const app = await buildTestApp(ctx.database, {
        config: testConfig({ SSO_SECRET_KEY: '7a'.repeat(32) }),
      });
      try {
        expect(locationOf(await startSso(app, made.provider.id, newBrowser()))).toBe(
          '/?sso=unavailable',
        );
      } finally {
        await app.close();
      }
    });
  });
});
