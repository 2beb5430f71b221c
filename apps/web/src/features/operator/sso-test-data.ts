import type { DistrictSsoResponse, SsoProviderView } from '@trellis/shared/sso';
import { mapleGrove } from './operator-test-data';

// Test data for the single sign-on page's tests.

export const ssoPath = `/operator/districts/${mapleGrove.id}/sso`;
export const ssoPagePath = ssoPath;

export const googleProvider: SsoProviderView = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  kind: 'google',
  label: 'Google',
  issuer: 'https://accounts.google.com',
  clientId: 'maple-client.apps.googleusercontent.com',
  tenant: 'maple.k12.il.us',
  enabled: true,
  hasSecret: true,
  updatedAt: '2029-09-01T10:00:00.000Z',
};

export const mapleSso: DistrictSsoResponse = {
  slug: 'maple-grove',
  domains: ['maple.example.org', 'maple.k12.il.us'],
  providers: [googleProvider],
  callbackUrl: 'https://trellis.example.org/api/v1/auth/sso/callback',
  secretsConfigured: true,
};
