import {
  type ItemMonitoring,
  percentText,
  ratingText,
  type WeekFigures,
} from '@trellis/shared/monitoring';
import { calendarDayText } from '../../lib/dates';

/** The weeks that have something logged. */
export const loggedWeeks = (item: Pick<ItemMonitoring, 'weeks'>): WeekFigures[] =>
  item.weeks.filter((week) => week.occasions > 0);

const weeksText = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`;

/**
 * The one sentence above a chart (and its SVG's label): the weeks it spans, how many have
 * entries, and the latest of those, so the gist does not depend on seeing the lines.
 */
export function weekSummary(item: Pick<ItemMonitoring, 'weeks'>): string {
  const logged = loggedWeeks(item);
  const first = item.weeks[0];
  const last = item.weeks.at(-1);
  const latest = logged.at(-1);
  if (!first || !last || !latest) return 'Nothing is logged in these weeks.';
  return (
    `From the week of ${calendarDayText(first.weekStart)} to the week of ` +
    `${calendarDayText(last.weekStart)}, ${logged.length} of ${weeksText(item.weeks.length)} ` +
    `have entries. The latest, the week of ${calendarDayText(latest.weekStart)}: provided ` +
    `${percentText(latest.providedShare)}, used ${percentText(latest.useShare)}, rated ` +
    `${ratingText(latest.meanRating)}.`
  );
}
