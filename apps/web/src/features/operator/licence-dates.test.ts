import { describe, expect, it } from 'vitest';
import { addYears, dayBefore, licenceText } from './licence-dates';

describe('licence dates', () => {
  it.each([
    ['2030-07-31', 1, '2031-07-31'],
    ['2026-12-31', 1, '2027-12-31'],
    ['2028-02-29', 1, '2029-02-28'],
    ['2028-02-29', 4, '2032-02-29'],
  ])('%s plus %i year(s) is %s', (day, years, expected) => {
    expect(addYears(day, years)).toBe(expected);
  });

  it.each([
    ['2027-11-24', '2027-11-23'],
    ['2027-03-01', '2027-02-28'],
    ['2027-01-01', '2026-12-31'],
  ])('the day before %s is %s', (day, expected) => {
    expect(dayBefore(day)).toBe(expected);
  });

  it('writes a licence’s dates, saying which are not set', () => {
    expect(licenceText('2026-07-01', '2027-06-30')).toBe('Jul 1, 2026 – Jun 30, 2027');
    expect(licenceText(null, '2027-06-30')).toBe('No start date – Jun 30, 2027');
    expect(licenceText('2026-07-01', null)).toBe('Jul 1, 2026 – no end date');
    expect(licenceText(null, null)).toBe('No dates set');
  });
});
