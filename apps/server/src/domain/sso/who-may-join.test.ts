import { describe, expect, it } from 'vitest';
import { mayJoin, type JoinRules } from './who-may-join';

const rules = (overrides: Partial<JoinRules>): JoinRules => ({
  domains: [],
  kind: 'google',
  tenant: '',
  ...overrides,
});

describe('who may join a district through single sign-on', () => {
  it.each([
    [
      'a listed domain',
      rules({ kind: 'oidc', domains: ['maple.k12.us'] }),
      'ana@maple.k12.us',
      {},
      true,
    ],
    [
      'a listed domain at Google without the Workspace tenant',
      rules({ domains: ['maple.k12.us'] }),
      'ana@maple.k12.us',
      { hd: 'maple.k12.us' },
      false,
    ],
    [
      'a listed domain in capitals',
      rules({ kind: 'oidc', domains: ['maple.k12.us'] }),
      'Ana@MAPLE.k12.us',
      {},
      true,
    ],
    ['another domain', rules({ domains: ['maple.k12.us'] }), 'ana@gmail.com', {}, false],
    [
      'a sub-domain of a listed one',
      rules({ domains: ['maple.k12.us'] }),
      'ana@x.maple.k12.us',
      {},
      false,
    ],
    ['not an address', rules({ domains: ['maple.k12.us'] }), 'maple.k12.us', {}, false],
    [
      'the Google tenant',
      rules({ tenant: 'maple.k12.us' }),
      'ana@other.org',
      { hd: 'Maple.K12.us' },
      true,
    ],
    [
      'another Google tenant',
      rules({ tenant: 'maple.k12.us' }),
      'ana@x.org',
      { hd: 'elm.org' },
      false,
    ],
    ['no tenant claim', rules({ tenant: 'maple.k12.us' }), 'ana@maple.k12.us', {}, false],
    [
      'a tenant claim that is not text',
      rules({ tenant: 'maple' }),
      'a@b.org',
      { hd: ['maple'] },
      false,
    ],
    [
      'the Microsoft tenant',
      rules({ kind: 'microsoft', tenant: 'ABCD-1234' }),
      'ana@x.org',
      { tid: 'abcd-1234' },
      true,
    ],
    [
      "Google's claim at Microsoft",
      rules({ kind: 'microsoft', tenant: 'abcd-1234' }),
      'ana@x.org',
      { hd: 'abcd-1234' },
      false,
    ],
    [
      'both rules, both met',
      rules({ domains: ['maple.k12.us'], tenant: 'maple.k12.us' }),
      'ana@maple.k12.us',
      { hd: 'maple.k12.us' },
      true,
    ],
    [
      'both rules, tenant not met',
      rules({ domains: ['maple.k12.us'], tenant: 'maple.k12.us' }),
      'ana@maple.k12.us',
      {},
      false,
    ],
    [
      'both rules, domain not met',
      rules({ domains: ['maple.k12.us'], tenant: 'maple.k12.us' }),
      'ana@elm.org',
      { hd: 'maple.k12.us' },
      false,
    ],
    ['no rule at all', rules({}), 'ana@maple.k12.us', { hd: 'maple.k12.us' }, false],
    [
      'a tenant on a kind without a tenant claim (no rule)',
      rules({ kind: 'oidc', tenant: 'maple' }),
      'ana@maple.k12.us',
      {},
      false,
    ],
    [
      'a ClassLink domain (no tenant claim there)',
      rules({ kind: 'classlink', domains: ['maple.k12.us'] }),
      'ana@maple.k12.us',
      {},
      true,
    ],
    [
      'the Clever district',
      rules({ kind: 'clever', tenant: '5f1e0a', domains: ['maple.k12.us'] }),
      'ana@maple.k12.us',
      { district: '5f1e0a' },
      true,
    ],
    [
      'another Clever district with a listed domain',
      rules({ kind: 'clever', tenant: '5f1e0a', domains: ['maple.k12.us'] }),
      'ana@maple.k12.us',
      { district: '77aa01' },
      false,
    ],
    [
      'Clever without the district set',
      rules({ kind: 'clever', domains: ['maple.k12.us'] }),
      'ana@maple.k12.us',
      { district: '5f1e0a' },
      false,
    ],
    [
      'Microsoft without the tenant set',
      rules({ kind: 'microsoft', domains: ['maple.k12.us'] }),
      'ana@maple.k12.us',
      { tid: 'abcd-1234' },
      false,
    ],
  ])('%s', (_case, given, email, claims, expected) => {
    expect(mayJoin(given, email, claims)).toBe(expected);
  });
});
