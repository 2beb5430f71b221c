import type { PlanLogResponse } from '@trellis/shared/delivery-log';
import type { ItemMonitoring, MonitoringFilter } from '@trellis/shared/monitoring';
import { useAnnouncedChange } from '../../components/use-announced-change';
import { calendarDayText } from '../../lib/dates';

function rangeText({ from, to }: MonitoringFilter): string {
  if (from && to) return `from ${calendarDayText(from)} to ${calendarDayText(to)}`;
  if (from) return `from ${calendarDayText(from)} on`;
  if (to) return `up to ${calendarDayText(to)}`;
  return 'all dates';
}

/**
 * What the page shows now, in words; a filter change is heard as well as seen ("Showing Ana
 * Ruiz’s log, from Oct 27, 2026 on: 6 occasions logged."), through the app's live region. A
 * save under the same filter is not said again here: the log form says it was saved.
 */
export function ViewStatus({
  filter,
  items,
  implementers,
}: {
  filter: MonitoringFilter;
  items: ItemMonitoring[];
  implementers: PlanLogResponse['implementers'];
}) {
  const person = implementers.find((implementer) => implementer.id === filter.implementerId);
  const whose = person ? `${person.name}’s log` : 'everyone’s log';
  const occasions = items.reduce((sum, item) => sum + item.occasions, 0);
  const text = `Showing ${whose}, ${rangeText(filter)}: ${occasions} ${occasions === 1 ? 'occasion' : 'occasions'} logged.`;
  useAnnouncedChange(text, [filter.implementerId, filter.from, filter.to].join(' '));
  return <p className="fw-semibold">{text}</p>;
}
