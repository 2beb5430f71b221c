// Dates as people read them, in one place. Two kinds of value arrive from the server:
// - a calendar day (`YYYY-MM-DD`: a review date, a logged day), which has no time zone and
//   must read the same everywhere: it is formatted in UTC, where its midnight lies;
// - an instant (an ISO date-time: when something was saved or confirmed), read where the
//   user is.

const inUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A formatter made on first use: making one costs about as much as a few hundred formats, and
 * a page loading this module needs one or two of them, if any, so none is made at load.
 */
function formatter(options: Intl.DateTimeFormatOptions): { format: (date: Date) => string } {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (date) => (made ??= new Intl.DateTimeFormat('en-US', options)).format(date),
  };
}

const mediumDay = formatter({ dateStyle: 'medium', timeZone: 'UTC' });
const weekdayDay = formatter({ weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = formatter({ month: 'short', day: 'numeric', timeZone: 'UTC' });
const localMediumDay = formatter({ dateStyle: 'medium' });
const localMoment = formatter({ dateStyle: 'medium', timeStyle: 'short' });

/** A calendar day as "Nov 24, 2026". */
export const calendarDayText = (day: string) => mediumDay.format(inUtc(day));

/** A calendar day as "Tuesday, Nov 24". */
export const weekdayText = (day: string) => weekdayDay.format(inUtc(day));

/** A calendar day as "Nov 24", for chart ticks and short lists. */
export const shortDayText = (day: string) => shortDay.format(inUtc(day));

/** A calendar day as a list reads it: "Nov 24" in `year`, "Nov 24, 2025" in another. */
export const dayInYearText = (day: string, year: number) =>
  day.startsWith(`${year}-`) ? shortDayText(day) : calendarDayText(day);

/** The day of an instant where the user is, as "Nov 24, 2026". */
export const instantDayText = (instant: string) => localMediumDay.format(new Date(instant));

/** An instant where the user is, as "Nov 24, 2026, 10:42 AM". */
export const instantText = (instant: string) => localMoment.format(new Date(instant));

/** The calendar day (`YYYY-MM-DD`) of `moment` where the user is. */
export function localCalendarDay(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
