import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { providerValuesOf, type ProviderBody } from './sso-provider-rules';

const body = (values: Partial<ProviderBody> = {}): ProviderBody => ({
  kind: 'oidc',
  label: 'District Login',
  issuer: 'http://127.0.0.1:4123',
  clientId: 'client',
  tenant: '',
  enabled: true,
  ...values,
});

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.issues : error;
  }
  return null;
};

describe('the issuer a provider may have', () => {
  it('lets a plain-http issuer on this machine stand in for a provider outside production', () => {
    expect(providerValuesOf(body(), { NODE_ENV: 'test' }).issuer).toBe('http://127.0.0.1:4123');
    expect(
      providerValuesOf(body({ kind: 'google', tenant: 'maple.org' }), { NODE_ENV: 'development' })
        .issuer,
    ).toBe('http://127.0.0.1:4123');
  });

  it('never on a production server, where every issuer is https', () => {
    expect(refusalOf(() => providerValuesOf(body(), { NODE_ENV: 'production' }))).toEqual([
      { path: 'issuer', message: 'The issuer address must start with https://.' },
    ]);
  });

  it('stores a named provider’s own issuer, with the Microsoft tenant in lower case', () => {
    const tenant = '72F988BF-86F1-41AF-91AB-2D7CD011DB47';
    const values = providerValuesOf(
      body({
        kind: 'microsoft',
        tenant,
        issuer: `https://login.microsoftonline.com/${tenant.toLowerCase()}/v2.0/`,
      }),
      { NODE_ENV: 'production' },
    );
    expect(values).toMatchObject({
      tenant: tenant.toLowerCase(),
      issuer: `https://login.microsoftonline.com/${tenant.toLowerCase()}/v2.0`,
    });
  });
});
