import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { SSO_CALLBACK_PATH } from '@trellis/shared/sso-providers';
import type { SsoProviderKind } from '@trellis/shared/sso-kinds';
import type { Db } from '../../db/client';
import { districtEmailDomains, districtSso, ssoProviders } from '../../db/schema/index';
import { ssoSecretBox } from '../../lib/secret-box';
import { createDistrict } from '../../../test/factories';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../../test/oidc-provider';
import { testConfig, type TestApp } from '../../../test/test-app';
import { SSO_BROWSER_COOKIE } from './sso-browser-cookie';

/** The local provider, registered with the test configuration's callback address. */
export function startTestProvider(): Promise<LocalOidcProvider> {
  return startLocalOidcProvider({
    redirectUris: [`${testConfig().PUBLIC_URL}${SSO_CALLBACK_PATH}`],
  });
}

let districtNumber = 0;

export interface SsoDistrictOptions {
  domains?: string[];
  slug?: string | null;
  kind?: SsoProviderKind;
  label?: string;
  tenant?: string;
  enabled?: boolean;
  clientId?: string;
  issuer?: string;
  district?: Partial<Parameters<typeof createDistrict>[1]>;
}

/**
 * A district with single sign-on through the local provider, set up as the operator would:
 * its domains (a fresh `sso<n>.example.org` by default), its sign-in address, one provider
 * with the client secret sealed under the test key.
 */
export async function createSsoDistrict(
  db: Db,
  provider: LocalOidcProvider,
  options: SsoDistrictOptions = {},
) {
  districtNumber += 1;
  const district = await createDistrict(db, options.district);
  const domains = options.domains ?? [`sso${districtNumber}-${Date.now()}.example.org`];
  for (const domain of domains) {
    await db.insert(districtEmailDomains).values({ domain, districtId: district.id });
  }
  if (options.slug !== null) {
    await db.insert(districtSso).values({
      districtId: district.id,
      slug: options.slug ?? `district-${district.code}`.toLowerCase(),
    });
  }
  const box = ssoSecretBox(testConfig());
  if (!box) throw new Error('the test configuration has no SSO_SECRET_KEY');
  const [row] = await db
    .insert(ssoProviders)
    .values({
      districtId: district.id,
      kind: options.kind ?? 'oidc',
      label: options.label ?? 'Local ID',
      issuer: options.issuer ?? provider.issuer,
      clientId: options.clientId ?? provider.clientId,
      clientSecretEncrypted: box.seal(provider.clientSecret),
      tenant: options.tenant ?? '',
      enabled: options.enabled ?? true,
    })
    .returning();
  if (!row) throw new Error('provider not created');
  return { district, provider: row, domain: domains[0] ?? '' };
}

export const cookieOf = (res: LightMyRequestResponse, name: string) =>
  res.cookies.find((cookie) => cookie.name === name);

/** Where a redirect goes, as a path and query when it stays on Trellis. */
export const locationOf = (res: LightMyRequestResponse) => String(res.headers.location ?? '');

export interface Browser {
  ip: string;
  /** The single sign-on cookie this browser holds. */
  ssoCookie?: string;
}

/** The browser starts a sign-in: the start route's answer, its cookie kept in `browser`. */
export async function startSso(
  app: TestApp,
  providerId: string,
  browser: Browser,
  query = '',
): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/auth/sso/${providerId}/start${query}`,
    remoteAddress: browser.ip,
  });
  const cookie = cookieOf(res, SSO_BROWSER_COOKIE);
  if (cookie) browser.ssoCookie = cookie.value;
  return res;
}

/** The browser comes back from the provider to `callbackUrl` (absolute or a path). */
export function returnToTrellis(app: TestApp, callbackUrl: string, browser: Browser) {
  const url = new URL(callbackUrl, testConfig().PUBLIC_URL);
  return app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    remoteAddress: browser.ip,
    cookies: browser.ssoCookie ? { [SSO_BROWSER_COOKIE]: browser.ssoCookie } : {},
  });
}

let ipNumber = 0;
/** A browser on an address of its own, so no test meets another's rate limits. */
export const newBrowser = (): Browser => {
  ipNumber += 1;
  return { ip: `10.21.${Math.floor(ipNumber / 250)}.${(ipNumber % 250) + 1}` };
};

/**
 * The whole sign-in: start, the provider's page as `login`, back to Trellis. Answers the
 * callback's response and where it sends the browser.
 */
export async function signInWithSso(
  app: TestApp,
  provider: LocalOidcProvider,
  providerId: string,
  login: string,
  options: { browser?: Browser; query?: string } = {},
) {
  const browser = options.browser ?? newBrowser();
  const start = await startSso(app, providerId, browser, options.query);
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}`);
  const callbackUrl = await provider.signIn(locationOf(start), login);
  const res = await returnToTrellis(app, callbackUrl, browser);
  return { res, location: locationOf(res), session: cookieOf(res, SESSION_COOKIE)?.value };
}

/** `/me` for a session token. */
export async function me(app: TestApp, token: string | undefined) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/me',
    cookies: token ? { [SESSION_COOKIE]: token } : {},
  });
  return res.json();
}
