import { utcDayOf, yearLicenceEnd } from '@trellis/shared/administration';
import { addDays } from '@trellis/shared/delivery-log';
import { calendarDayText } from '../../lib/dates';

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The same calendar day `years` later (`YYYY-MM-DD`); February 29 becomes February 28. */
export function addYears(day: string, years: number): string {
  const date = utcDay(day);
  const month = date.getUTCMonth();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  // Feb 29 rolled into March: step back to the month's last day.
  if (date.getUTCMonth() !== month) date.setUTCDate(0);
  return utcDayOf(date);
}

/** The calendar day before `day`. */
export function dayBefore(day: string): string {
  return addDays(day, -1);
}

/**
 * A year's licence from `startsOn`, ending the day before its anniversary (2026-07-01 to
 * 2027-06-30; from February 29 to February 28): the server's rule for a district created from
 * an estimate request.
 */
export function yearLicence(startsOn: string): { startsOn: string; endsOn: string } {
  return { startsOn, endsOn: yearLicenceEnd(startsOn) };
}

/**
 * The calendar day (`YYYY-MM-DD`) of `moment` in UTC. Licence days are UTC days: the server
 * stores a licence's last day as ending at 23:59:59 UTC, so "today" for a licence is today in
 * UTC, not where the operator is (late in a California evening it is already tomorrow).
 */
export const utcCalendarDay = utcDayOf;

/** A new district's licence: a year from today (UTC). */
export function newDistrictLicence(now: Date): { startsOn: string; endsOn: string } {
  return yearLicence(utcCalendarDay(now));
}

/**
 * One year after the licence's end, or after today (UTC) when it has already ended or has no
 * end, so that extending an ended licence gives a year of use.
 */
export function extendedEnd(endsOn: string | null | undefined, now: Date): string {
  const today = utcCalendarDay(now);
  return addYears(endsOn && endsOn >= today ? endsOn : today, 1);
}

/**
 * The licence ended at once: its last day becomes yesterday (UTC), which the server reads as
 * already past. An earlier end stays as it is (the licence has already ended), and a start after
 * the new end moves back to it, since a licence cannot end before it starts.
 */
export function endedLicence(
  licence: { startsOn: string | null; endsOn: string | null },
  now: Date,
): { startsOn: string | null; endsOn: string } {
  const yesterday = dayBefore(utcCalendarDay(now));
  const endsOn = licence.endsOn && licence.endsOn < yesterday ? licence.endsOn : yesterday;
  const startsOn = licence.startsOn && licence.startsOn > endsOn ? endsOn : licence.startsOn;
  return { startsOn, endsOn };
}

/** A licence's dates as a table reads them: "Jul 1, 2026 – Jun 30, 2027". */
export function licenceText(startsOn: string | null, endsOn: string | null): string {
  if (!startsOn && !endsOn) return 'No dates set';
  const start = startsOn ? calendarDayText(startsOn) : 'No start date';
  const end = endsOn ? calendarDayText(endsOn) : 'no end date';
  return `${start} – ${end}`;
}
