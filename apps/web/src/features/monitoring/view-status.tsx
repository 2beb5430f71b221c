import type { PlanLogResponse } from '@trellis/shared/delivery-log';
import type { ItemMonitoring, MonitoringFilter } from '@trellis/shared/monitoring';
import { calendarDayText } from '../../lib/dates';

function rangeText({ from, to }: MonitoringFilter): string {
  if (from && to) return `from ${calendarDayText(from)} to ${calendarDayText(to)}`;
  if (from) return `from ${calendarDayText(from)} on`;
  if (to) return `up to ${calendarDayText(to)}`;
  return 'all dates';
}

/**
 * What the page shows now, in words, in a polite live region: a filter change is heard as
 * well as seen ("Showing Ana Ruiz’s log, from Oct 27, 2026 on: 6 occasions logged.").
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
  return (
    <p role="status" className="fw-semibold">
      Showing {whose}, {rangeText(filter)}: {occasions} {occasions === 1 ? 'occasion' : 'occasions'}{' '}
      logged.
    </p>
  );
}
