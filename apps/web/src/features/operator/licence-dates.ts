import { calendarDayText } from '../../lib/dates';

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The same calendar day `years` later (`YYYY-MM-DD`); February 29 becomes February 28. */
export function addYears(day: string, years: number): string {
  const date = utcDay(day);
  const month = date.getUTCMonth();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  // Feb 29 rolled into March: step back to the month's last day.
  if (date.getUTCMonth() !== month) date.setUTCDate(0);
  return dayText(date);
}

/** The calendar day before `day`. */
export function dayBefore(day: string): string {
  const date = utcDay(day);
  date.setUTCDate(date.getUTCDate() - 1);
  return dayText(date);
}

/** A licence's dates as a table reads them: "Jul 1, 2026 – Jun 30, 2027". */
export function licenceText(startsOn: string | null, endsOn: string | null): string {
  if (!startsOn && !endsOn) return 'No dates set';
  const start = startsOn ? calendarDayText(startsOn) : 'No start date';
  const end = endsOn ? calendarDayText(endsOn) : 'no end date';
  return `${start} – ${end}`;
}
