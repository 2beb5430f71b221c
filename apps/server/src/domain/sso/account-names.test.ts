import { describe, expect, it } from 'vitest';
import { namesFromClaims } from './account-names';

describe("a new account's names from the provider's claims", () => {
  it.each<[string, Record<string, unknown>, { firstName: string; lastName: string }]>([
    [
      'given and family name',
      { given_name: 'Ana', family_name: 'Ruiz', name: 'X Y' },
      { firstName: 'Ana', lastName: 'Ruiz' },
    ],
    ['only a given name', { given_name: 'Ana' }, { firstName: 'Ana', lastName: '' }],
    ['only a family name', { family_name: 'Ruiz' }, { firstName: 'Ruiz', lastName: '' }],
    ['the full name', { name: 'Ana María Ruiz' }, { firstName: 'Ana', lastName: 'María Ruiz' }],
    ['one word', { name: 'Ana' }, { firstName: 'Ana', lastName: '' }],
    ['nothing: the address', {}, { firstName: 'ana.ruiz', lastName: '' }],
    [
      'names that are not text',
      { given_name: 7, name: ['x'] },
      { firstName: 'ana.ruiz', lastName: '' },
    ],
    [
      'control characters',
      { given_name: 'A\u0000na\n', family_name: 'Ru\tiz' },
      { firstName: 'A na', lastName: 'Ru iz' },
    ],
    ['too long', { given_name: 'a'.repeat(100) }, { firstName: 'a'.repeat(64), lastName: '' }],
  ])('%s', (_case, claims, expected) => {
    expect(namesFromClaims(claims, 'ana.ruiz@maple.org')).toEqual(expected);
  });
});
