import { describe, expect, it } from 'vitest';
import { RegisterBodySchema, SignInBodySchema } from './auth';
import { BuilderStateSchema } from './builder';
import { EstimateRequestBodySchema } from './estimate';
import { PlanEmailBodySchema } from './plan-export';
import { SearchQuerySchema } from './search';
import { countedNoun, hasUnsafeCharacters, safeText, UNSAFE_TEXT_MESSAGE } from './text';

describe('hasUnsafeCharacters', () => {
  it.each([
    ['NUL', 'Ada\u0000'],
    ['bell', '\u0007'],
    ['vertical tab', 'a\u000Bb'],
    ['escape', '\u001B[31m'],
    ['DEL', 'x\u007F'],
    ['lone high surrogate', 'a\uD83D'],
    ['lone low surrogate', '\uDE00b'],
    ['low before high', '\uDE00\uD83D'],
  ])('refuses %s', (_, value) => {
    expect(hasUnsafeCharacters(value)).toBe(true);
  });

  it.each([
    ['plain text', 'Ada Lovelace'],
    ['tab, line feed and carriage return', 'one\ttwo\nthree\r\nfour'],
    ['accents and other scripts', 'Zoë Ñúñez 山田 Ωμέγα'],
    ['a surrogate pair (emoji)', 'Reading 📚 fluency'],
    ['the empty string', ''],
  ])('accepts %s', (_, value) => {
    expect(hasUnsafeCharacters(value)).toBe(false);
  });
});

describe('safeText', () => {
  it('reports only its own issue, before length and pattern checks', () => {
    const schema = safeText().trim().min(1, 'Required').max(3, 'too long').regex(/^a+$/, 'only a');
    const result = schema.safeParse('\u0000bcdef');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  it('keeps the other rules and their messages', () => {
    const schema = safeText({ error: 'Required' }).trim().min(1, 'Required');
    expect(schema.parse('  ok ')).toBe('ok');
    expect(schema.safeParse(' ').error?.issues[0]?.message).toBe('Required');
    expect(schema.safeParse(7).error?.issues[0]?.message).toBe('Required');
  });
});

describe('request schemas refuse unsafe text and name the field', () => {
  const issuePaths = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues
      .filter((issue) => issue.message === UNSAFE_TEXT_MESSAGE)
      .map((issue) => issue.path.join('.'));

  it('registration', () => {
    const result = RegisterBodySchema.safeParse({
      email: 'ada@example.org',
      fname: 'Ada\u0000',
      lname: 'Love\uD800lace',
      password: 'long enough password',
      code: 'ABC1234',
      type: 'district',
    });
    expect(issuePaths(result)).toEqual(['fname', 'lname']);
  });

  it('sign-in', () => {
    const result = SignInBodySchema.safeParse({ email: 'a\u0000@example.org', password: 'x' });
    expect(issuePaths(result)).toEqual(['email']);
  });

  it('estimate request', () => {
    const result = EstimateRequestBodySchema.safeParse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      phone: '555',
      schoolName: 'Maple\u0000',
      address1: '1 Main St',
      address2: '\u0001',
      city: 'Springfield',
      state: 'IL',
      zipCode: '12345',
      students: 10,
    });
    expect(issuePaths(result)).toEqual(['schoolName', 'address2']);
  });

  it('builder state custom need', () => {
    const result = BuilderStateSchema.safeParse({
      strengths: [],
      needs: [{ id: 'cn000', name: 'Copying\u0000', category: null, priority: 1 }],
      plan: [],
    });
    expect(issuePaths(result)).toEqual(['needs.0.name']);
  });

  it('plan e-mail message and search query', () => {
    const email = PlanEmailBodySchema.safeParse({
      builder: { strengths: [], needs: [] },
      plan: ['L1'],
      personnel: [],
      otherEmails: 'a@example.org\nb@example.org',
      message: 'Hello\u0000',
    });
    expect(issuePaths(email)).toEqual(['message']);
    expect(issuePaths(SearchQuerySchema.safeParse({ q: 'time\u0000' }))).toEqual(['q']);
  });
});

describe('countedNoun', () => {
  it.each([
    [0, 'plan', undefined, '0 plans'],
    [1, 'plan', undefined, '1 plan'],
    [12, 'account', undefined, '12 accounts'],
    [1, 'entry', 'entries', '1 entry'],
    [3, 'entry', 'entries', '3 entries'],
  ])('%i, %s, %s → %s', (count, one, many, expected) => {
    expect(countedNoun(count, one, many)).toBe(expected);
  });
});
