// Calendar dates on the server. They are UTC: one "today" for every server, whatever the
// time zone of the machine it runs on (the log's date rules, the reminder schedule, the
// review's range and the dates in download names).

/** The UTC calendar date of a moment, `YYYY-MM-DD`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
