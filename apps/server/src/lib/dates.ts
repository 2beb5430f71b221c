// Calendar dates on the server. They are UTC: one "today" for every server, whatever the
// time zone of the machine it runs on (the log's date rules, the reminder schedule, the
// review's range and the dates in download names).

/** The UTC calendar date of a moment, `YYYY-MM-DD`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * "November 24, 2026": the long date of the server's documents and e-mails, for a calendar
 * date (`YYYY-MM-DD`) or a moment, in UTC like every date here.
 */
export function longDateText(date: string | Date): string {
  return longDate.format(typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date);
}
