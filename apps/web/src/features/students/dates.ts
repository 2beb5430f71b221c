/** How a review date stands against today, both calendar dates (`YYYY-MM-DD`). */
export type ReviewStatus =
  { kind: 'overdue' } | { kind: 'due'; days: number } | { kind: 'later' } | { kind: 'none' };

/** Reviews this close count as coming up. */
export const DUE_SOON_DAYS = 30;

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS;
}

/** Today's calendar date where the user is, as `YYYY-MM-DD`. */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function reviewStatus(reviewDate: string | null, today: string): ReviewStatus {
  if (reviewDate === null) return { kind: 'none' };
  const days = dayNumber(reviewDate) - dayNumber(today);
  if (days < 0) return { kind: 'overdue' };
  if (days <= DUE_SOON_DAYS) return { kind: 'due', days };
  return { kind: 'later' };
}

/** The words for a review coming up: never colour alone. */
export function dueText(days: number): string {
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return `Due in ${days} days`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const localDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const localDateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A calendar date as people read it ("Mar 15, 2027"), the same in every time zone. */
export function formatCalendarDate(isoDate: string): string {
  return dateFormat.format(new Date(dayNumber(isoDate) * DAY_MS));
}

/** A moment's date where the user is ("Mar 15, 2027"). */
export function formatDay(isoDateTime: string): string {
  return localDateFormat.format(new Date(isoDateTime));
}

/** A moment's date and time where the user is ("Mar 15, 2027, 10:04 AM"). */
export function formatMoment(isoDateTime: string): string {
  return localDateTimeFormat.format(new Date(isoDateTime));
}
