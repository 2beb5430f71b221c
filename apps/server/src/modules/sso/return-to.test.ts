import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('the path a sign-in returns to', () => {
  it.each([
    ['/students', '/students'],
    ['/students/3/plan?tab=log#top', '/students/3/plan?tab=log#top'],
    ['/', '/'],
  ])('keeps a path of this site: %s', (given, expected) => {
    expect(safeReturnTo(given)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/a\\b'],
    ['https://evil.example/'],
    ['evil.example'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['/a b'],
    ['/a\r\nSet-Cookie: x=1'],
    ['/é'],
    [`/${'a'.repeat(600)}`],
  ])('sends anything else to the dashboard: %j', (given) => {
    expect(safeReturnTo(given)).toBe('/dashboard');
  });
});
