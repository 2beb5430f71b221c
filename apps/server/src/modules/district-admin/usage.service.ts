import { USAGE_MONTHS, type UsageMonth, type UsageResponse } from '@trellis/shared/district-admin';
import type { DistrictAdmin } from '../../http/require-role';
import type { ConsoleDeps } from '../../http/console-deps';
import {
  activeUsersByMonth,
  emailsByMonth,
  exportsByMonth,
  logEntriesByMonth,
  type MonthCounts,
  type MonthRange,
  plansByMonth,
} from './usage.repository';

/** The last `USAGE_MONTHS` calendar months (UTC) as `YYYY-MM`, oldest first, `now`'s last. */
export function lastMonths(
  now: Date,
  months = USAGE_MONTHS,
): { keys: string[]; range: MonthRange } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const keys = Array.from({ length: months }, (_, index) =>
    new Date(Date.UTC(year, month - months + 1 + index, 1)).toISOString().slice(0, 7),
  );
  const range = {
    from: new Date(Date.UTC(year, month - months + 1, 1)),
    to: new Date(Date.UTC(year, month + 1, 1)),
  };
  return { keys, range };
}

const byMonth = (rows: MonthCounts) => new Map(rows.map((row) => [row.month, Number(row.count)]));

/** `GET /district/usage`: each figure per month, zeros included. */
export async function districtUsage(
  deps: ConsoleDeps,
  admin: DistrictAdmin,
): Promise<UsageResponse> {
  const { keys, range } = lastMonths(deps.clock.now());
  const districtId = admin.district.id;
  const [activeUsers, plans, exports, emails, logEntries] = (
    await Promise.all([
      activeUsersByMonth(deps.db, districtId, range),
      plansByMonth(deps.db, districtId, range),
      exportsByMonth(deps.db, districtId, range),
      emailsByMonth(deps.db, districtId, range),
      logEntriesByMonth(deps.db, districtId, range),
    ])
  ).map(byMonth);
  const figure = (counts: Map<string, number> | undefined, month: string) =>
    counts?.get(month) ?? 0;
  const months: UsageMonth[] = keys.map((month) => ({
    month,
    activeUsers: figure(activeUsers, month),
    plans: figure(plans, month),
    exports: figure(exports, month),
    emails: figure(emails, month),
    logEntries: figure(logEntries, month),
  }));
  return { months };
}
