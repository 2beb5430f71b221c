import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCalendarDay } from '../../lib/dates';
import {
  addYears,
  dayBefore,
  endedLicence,
  extendedEnd,
  licenceText,
  newDistrictLicence,
  utcCalendarDay,
  yearLicence,
} from './licence-dates';

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

  it.each([
    ['2026-07-01', '2027-06-30'],
    ['2027-01-01', '2027-12-31'],
    ['2027-03-01', '2028-02-29'],
    ['2028-02-29', '2029-02-28'],
  ])('a year’s licence from %s ends on %s', (startsOn, endsOn) => {
    expect(yearLicence(startsOn)).toEqual({ startsOn, endsOn });
  });

  it('writes a licence’s dates, saying which are not set', () => {
    expect(licenceText('2026-07-01', '2027-06-30')).toBe('Jul 1, 2026 – Jun 30, 2027');
    expect(licenceText(null, '2027-06-30')).toBe('No start date – Jun 30, 2027');
    expect(licenceText('2026-07-01', null)).toBe('Jul 1, 2026 – no end date');
    expect(licenceText(null, null)).toBe('No dates set');
  });
});

// West of Greenwich, where an evening is already the next day in UTC: a licence day is a UTC day
// (the server ends it at 23:59:59 UTC), so the operator's own calendar must not leak in.
describe('licence dates near midnight', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  // 9:30 pm on February 28 in California is already March 1 in UTC.
  const evening = new Date('2027-03-01T05:30:00.000Z');

  it('takes today from the UTC calendar, not the local one', () => {
    expect(localCalendarDay(evening)).toBe('2027-02-28');
    expect(utcCalendarDay(evening)).toBe('2027-03-01');
  });

  it('starts a new district’s year on the UTC day', () => {
    expect(newDistrictLicence(evening)).toEqual({ startsOn: '2027-03-01', endsOn: '2028-02-29' });
  });

  it('extends a licence a year from its end, or from today (UTC) once it has ended', () => {
    expect(extendedEnd('2027-06-30', evening)).toBe('2028-06-30');
    // Ended on the UTC day before: a year from today, not from the local yesterday.
    expect(extendedEnd('2027-02-28', evening)).toBe('2028-03-01');
    expect(extendedEnd(null, evening)).toBe('2028-03-01');
  });

  it('ends a licence at once: its last day becomes yesterday (UTC)', () => {
    expect(endedLicence({ startsOn: '2026-07-01', endsOn: '2027-06-30' }, evening)).toEqual({
      startsOn: '2026-07-01',
      endsOn: '2027-02-28',
    });
    expect(endedLicence({ startsOn: null, endsOn: null }, evening)).toEqual({
      startsOn: null,
      endsOn: '2027-02-28',
    });
  });

  it('keeps an earlier end, and moves a later start back so the licence never ends first', () => {
    expect(endedLicence({ startsOn: '2026-07-01', endsOn: '2027-01-31' }, evening)).toEqual({
      startsOn: '2026-07-01',
      endsOn: '2027-01-31',
    });
    expect(endedLicence({ startsOn: '2027-07-01', endsOn: '2028-06-30' }, evening)).toEqual({
      startsOn: '2027-02-28',
      endsOn: '2027-02-28',
    });
  });
});
