import { addDays, weekStartOf } from '@trellis/shared/delivery-log';
import type { MonitoringFilter } from '@trellis/shared/monitoring';
import { PlanDateSchema } from '@trellis/shared/student-plans';

// The monitoring filter lives in the address (?implementer=…&from=…&to=…), so a reload keeps
// it and a shared link opens the same view.

/** The quick ranges: the last 4 or 12 weeks (this week included), or the whole log. */
export const QUICK_RANGES = [
  { weeks: 4, label: 'Last 4 weeks' },
  { weeks: 12, label: 'Last 12 weeks' },
  { weeks: null, label: 'All' },
] as const;
export type QuickWeeks = (typeof QUICK_RANGES)[number]['weeks'];

const isDate = (value: string | null): value is string =>
  value !== null && PlanDateSchema.safeParse(value).success;

/**
 * The filter an address asks for. A date that is no date, or an implementer who is not (or
 * no longer) on the plan, is left out rather than showing an empty view.
 */
export function filterOf(params: URLSearchParams, implementerIds: string[]): MonitoringFilter {
  const from = params.get('from');
  const to = params.get('to');
  const implementerId = params.get('implementer');
  return {
    ...(isDate(from) ? { from } : {}),
    ...(isDate(to) ? { to } : {}),
    ...(implementerId && implementerIds.includes(implementerId) ? { implementerId } : {}),
  };
}

/** The address's query for a filter, its parts in a fixed order. */
export function searchOf(filter: MonitoringFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.implementerId) params.set('implementer', filter.implementerId);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return params;
}

/** The range of a quick choice: from the Monday `weeks - 1` weeks before this week's, to now. */
export function quickRange(weeks: QuickWeeks, today: string): Pick<MonitoringFilter, 'from'> {
  return weeks === null ? {} : { from: addDays(weekStartOf(today), -7 * (weeks - 1)) };
}

/** Which quick choice the filter's range is, if any (so its button shows as pressed). */
export function quickChoiceOf(filter: MonitoringFilter, today: string): QuickWeeks | undefined {
  if (filter.to) return undefined;
  return QUICK_RANGES.find(({ weeks }) => quickRange(weeks, today).from === filter.from)?.weeks;
}
