import { describe, expect, it } from 'vitest';
import { estimatePrice, formatDollars, studentsFrom } from './estimate';

describe('estimatePrice (spec §9)', () => {
  it.each<[unknown, number, string]>([
    [0, 0, '$0.00'],
    [1, 600, '$600.00'],
    [4_999, 3_099, '$3,099.00'],
    [5_000, 3_100, '$3,100.00'],
    [123_456, 62_328, '$62,328.00'],
    [1_000_000, 500_600, '$500,600.00'],
    ['abc', 0, '$0.00'],
    ['', 0, '$0.00'],
    [-50, 0, '$0.00'],
    ['2,500', 1_850, '$1,850.00'],
    [2_500.9, 1_850, '$1,850.00'],
  ])('%j students → %i dollars, shown %s', (students, dollars, shown) => {
    expect(estimatePrice(students)).toBe(dollars);
    expect(formatDollars(estimatePrice(students))).toBe(shown);
  });

  it('agrees with the formula as the spec writes it for every count up to 20,000', () => {
    for (let students = 1; students <= 20_000; students += 1) {
      // The spec's formula in exact rational arithmetic: 600 + s/10 + 2s/5 = 600 + s/2.
      expect(estimatePrice(students)).toBe(Math.floor((1200 + students) / 2));
    }
  });

  it('reads non-numeric counts as 0', () => {
    expect(studentsFrom('many')).toBe(0);
    expect(studentsFrom(undefined)).toBe(0);
    expect(studentsFrom(' 42 ')).toBe(42);
  });
});
