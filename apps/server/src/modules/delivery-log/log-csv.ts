import { csvText } from '@trellis/shared/csv';
import {
  LOG_ROLE_LABELS,
  type LogEntry,
  type LogPeriod,
  type PlanLogQuery,
  PROVIDED_LABELS,
  type Used,
} from '@trellis/shared/delivery-log';
import { utcDay } from '../../lib/dates';
import { fileSlug } from '../../lib/file-names';
import type { DeliveryLogDeps } from './log-access';
import { readPlanLog } from './delivery-log.service';

// The delivery log as a spreadsheet (issue 18, item 8): one row per entry, oldest first, in
// the words the screens use; written like the plan's CSV export (RFC 4180, CRLF, and a
// byte-order mark so Excel reads UTF-8).

export const LOG_CSV_COLUMNS = [
  'Date',
  'Period',
  'Item',
  'Title',
  'Logged by',
  'Role',
  'Provided',
  'Reason',
  'Used',
  'Rating',
  'Note',
] as const;

const PERIOD_WORDS: Record<LogPeriod, string> = { day: 'Day', week: 'Week' };
const USED_WORDS: Record<Used, string> = { yes: 'Yes', no: 'No' };

/** The CSV text of the entries; `titles` names each item (an item gone from the plan too). */
export function logCsv(entries: readonly LogEntry[], titles: ReadonlyMap<string, string>): string {
  const rows = entries.map((entry) => [
    entry.startsOn,
    PERIOD_WORDS[entry.period],
    entry.itemKey,
    titles.get(entry.itemKey) ?? '',
    entry.loggerName,
    LOG_ROLE_LABELS[entry.role],
    entry.provided ? PROVIDED_LABELS[entry.provided] : '',
    entry.reason,
    entry.used ? USED_WORDS[entry.used] : '',
    entry.rating,
    entry.note,
  ]);
  return `\uFEFF${csvText([[...LOG_CSV_COLUMNS], ...rows])}`;
}

/**
 * `GET /plans/:id/log/csv`: what the reader may see of the log, under the same filter, as a
 * download named `trellis-log-<student label>-<date>.csv`.
 */
export async function planLogCsv(
  deps: DeliveryLogDeps,
  userId: string,
  planId: string,
  query: PlanLogQuery,
) {
  const { access, planItems, entries } = await readPlanLog(deps, userId, planId, query);
  const titles = new Map(planItems.map((item) => [item.key, item.title]));
  for (const entry of entries) {
    if (titles.has(entry.itemKey)) continue;
    titles.set(entry.itemKey, deps.content.accommodation(entry.itemKey)?.title ?? '');
  }
  const today = utcDay(deps.clock.now());
  return {
    name: `trellis-log-${fileSlug(access.plan.label, 'student')}-${today}.csv`,
    content: logCsv(entries, titles),
  };
}
