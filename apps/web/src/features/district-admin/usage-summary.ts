import type { UsageMonth } from '@trellis/shared/district-admin';
import { countedNoun } from '@trellis/shared/text';

const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A month (`YYYY-MM`, a UTC calendar month) as "Nov 2026". */
export const monthText = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

const total = (months: UsageMonth[], pick: (month: UsageMonth) => number) =>
  months.reduce((sum, month) => sum + pick(month), 0);

/**
 * The one sentence above the usage chart (and its SVG's label): the months it spans, the
 * totals over them, and how many staff signed in in the latest month, so the gist does not
 * depend on seeing the lines.
 */
export function usageSummary(months: UsageMonth[]): string {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return 'No months to show yet.';
  const span = `From ${monthText(first.month)} to ${monthText(last.month)}`;
  const plans = total(months, (month) => month.plans);
  const exports = total(months, (month) => month.exports);
  const emails = total(months, (month) => month.emails);
  const entries = total(months, (month) => month.logEntries);
  const signedIn = total(months, (month) => month.activeUsers);
  if (plans + exports + emails + entries + signedIn === 0) {
    return `${span}, nothing was recorded yet.`;
  }
  return (
    `${span}: ${countedNoun(plans, 'plan')} created, ` +
    `${countedNoun(exports, 'file')} downloaded, ${countedNoun(emails, 'e-mail')} sent and ` +
    `${countedNoun(entries, 'log entry', 'log entries')} recorded. In ${monthText(last.month)}, ` +
    `${countedNoun(last.activeUsers, 'staff member')} signed in.`
  );
}
