import { describe, expect, it } from 'vitest';
import type { SsoProviderKind } from '@trellis/shared/sso-kinds';
import { verifiedEmailOf } from './verified-email';

describe('the e-mail address a provider vouches for', () => {
  it.each<[string, SsoProviderKind, Record<string, unknown>, string | null]>([
    ['verified', 'google', { email: 'ana@maple.org', email_verified: true }, 'ana@maple.org'],
    [
      'verified, around spaces',
      'oidc',
      { email: ' ana@maple.org ', email_verified: true },
      'ana@maple.org',
    ],
    [
      'a long top-level domain',
      'oidc',
      { email: 'ana@maple.academy', email_verified: true },
      'ana@maple.academy',
    ],
    ['not verified', 'google', { email: 'ana@maple.org', email_verified: false }, null],
    ['verified as text', 'google', { email: 'ana@maple.org', email_verified: 'true' }, null],
    ['no verification claim at Google', 'google', { email: 'ana@maple.org' }, null],
    [
      'no verification claim at Microsoft',
      'microsoft',
      { email: 'ana@maple.org' },
      'ana@maple.org',
    ],
    ['no verification claim at Clever', 'clever', { email: 'ana@maple.org' }, 'ana@maple.org'],
    // ClassLink serves many districts and its tenant is not in the ID token: it must vouch.
    ['no verification claim at ClassLink', 'classlink', { email: 'ana@maple.org' }, null],
    [
      'verified at ClassLink',
      'classlink',
      { email: 'ana@maple.org', email_verified: true },
      'ana@maple.org',
    ],
    // Clever says false unless asked otherwise; its district claim is checked instead.
    [
      'not verified at Clever',
      'clever',
      { email: 'ana@maple.org', email_verified: false },
      'ana@maple.org',
    ],
    ['no verification claim at another issuer', 'oidc', { email: 'ana@maple.org' }, null],
    ['no address', 'google', { email_verified: true }, null],
    ['not an address', 'google', { email: 'ana', email_verified: true }, null],
    [
      'an address with a line break',
      'google',
      { email: 'ana@maple.org\nx', email_verified: true },
      null,
    ],
    ['too long', 'google', { email: `${'a'.repeat(250)}@maple.org`, email_verified: true }, null],
    [
      "Microsoft's preferred_username",
      'microsoft',
      { preferred_username: 'ana@maple.org' },
      'ana@maple.org',
    ],
    ['a preferred_username that is no address', 'microsoft', { preferred_username: 'ana' }, null],
    [
      'preferred_username elsewhere',
      'google',
      { preferred_username: 'ana@maple.org', email_verified: true },
      null,
    ],
  ])('%s', (_case, kind, claims, expected) => {
    expect(verifiedEmailOf(claims, kind)).toBe(expected);
  });
});
