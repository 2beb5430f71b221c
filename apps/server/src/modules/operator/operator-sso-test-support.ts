import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { jsonRequest } from '../../../test/http';
import { SSO_CALLBACK_PATH } from '@trellis/shared/sso-providers';
import { testConfig, type TestApp } from '../../../test/test-app';

// What the single sign-on settings' tests share: the API as one caller sees it, and the
// forms the console sends. Not a test file itself.

/** The redirect URI the test configuration's PUBLIC_URL gives. */
export const TEST_CALLBACK_URL = testConfig().PUBLIC_URL + SSO_CALLBACK_PATH;

/** A client secret no answer, stored column or audit row may ever contain. */
export const SECRET = 'very-secret-client-secret-7c1f';

/** The single sign-on API of the operator console, as one caller (cookies) calls it. */
export function ssoApi(app: () => TestApp, cookies: Record<string, string>) {
  const base = (districtId: string) => `/api/v1/operator/districts/${districtId}/sso`;
  return {
    get: (districtId: string) => app().inject({ method: 'GET', url: base(districtId), cookies }),
    save: (districtId: string, body: object) =>
      app().inject(jsonRequest('PUT', base(districtId), body, cookies)),
    addProvider: (districtId: string, body: object) =>
      app().inject(jsonRequest('POST', `${base(districtId)}/providers`, body, cookies)),
    changeProvider: (districtId: string, providerId: string, body: object) =>
      app().inject(
        jsonRequest('PUT', `${base(districtId)}/providers/${providerId}`, body, cookies),
      ),
    removeProvider: (districtId: string, providerId: string) =>
      app().inject(
        jsonRequest('DELETE', `${base(districtId)}/providers/${providerId}`, {}, cookies),
      ),
  };
}
export type SsoApi = ReturnType<typeof ssoApi>;

/** A provider's form as the console sends it. */
export function providerBody(values: Record<string, unknown> = {}) {
  return {
    kind: 'google',
    label: '',
    issuer: 'https://accounts.google.com',
    clientId: 'client-123.apps.example',
    clientSecret: SECRET,
    tenant: '',
    enabled: true,
    ...values,
  };
}

/** An issuer on a loopback port nothing listens on: a provider that cannot be reached. */
export async function closedLoopbackIssuer(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
