import {
  type LogEntry,
  type LogItem,
  type LogPeriod,
  PROVIDED_LABELS,
} from '@trellis/shared/delivery-log';
import { ratingText } from '@trellis/shared/monitoring';
import { weekLabel } from '../../components/delivery-log/log-form-values';
import { weekdayText } from '../../lib/dates';

/** How many days or weeks the list shows, newest first. */
const PERIODS_SHOWN = 6;

/** "Friday, Nov 20" for a day, "Week of Nov 16, 2026" for a week, as the form names them. */
const periodName = (period: LogPeriod, startsOn: string) =>
  period === 'day' ? weekdayText(startsOn) : weekLabel(startsOn);

/** "Provided partly (field trip), used, rated 4/5 — Took one break." */
export function answerText(entry: LogEntry): string {
  const parts: string[] = [];
  if (entry.provided) {
    parts.push(
      entry.reason
        ? `${PROVIDED_LABELS[entry.provided]} (${entry.reason})`
        : PROVIDED_LABELS[entry.provided],
    );
  }
  if (entry.used) parts.push(entry.used === 'yes' ? 'used' : 'not used');
  if (entry.rating !== null) parts.push(`rated ${ratingText(entry.rating)}`);
  const answers = parts.join(', ');
  if (!entry.note) return answers;
  return answers ? `${answers} — ${entry.note}` : entry.note;
}

interface PeriodGroup {
  key: string;
  name: string;
  entries: LogEntry[];
}

/** The entries by day or week, the latest first (a week sorts by its Monday). */
function groupsOf(entries: LogEntry[]): PeriodGroup[] {
  const groups = new Map<string, PeriodGroup>();
  const sorted = [...entries].sort(
    (a, b) => b.startsOn.localeCompare(a.startsOn) || a.period.localeCompare(b.period),
  );
  for (const entry of sorted) {
    const key = `${entry.period}:${entry.startsOn}`;
    const group = groups.get(key) ?? {
      key,
      name: periodName(entry.period, entry.startsOn),
      entries: [],
    };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()].slice(0, PERIODS_SHOWN);
}

/**
 * "Your recent entries": the last few days or weeks this implementer logged, newest first,
 * each item's answers in words.
 */
export function RecentEntries({
  entries,
  items,
  headingLevel = 3,
}: {
  entries: LogEntry[];
  items: LogItem[];
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const titles = new Map(items.map((item) => [item.key, item.title]));
  const groups = groupsOf(entries);
  const order = new Map(items.map((item, index) => [item.key, index]));
  const byPlanOrder = (a: LogEntry, b: LogEntry) =>
    (order.get(a.itemKey) ?? Infinity) - (order.get(b.itemKey) ?? Infinity);
  return (
    <section aria-labelledby="recent-entries-heading" className="mt-4">
      <Heading id="recent-entries-heading" className="h5">
        Your recent entries
      </Heading>
      {groups.length === 0 ? (
        <p>Nothing logged yet. Your answers show here once saved.</p>
      ) : (
        <ul className="list-unstyled">
          {groups.map((group) => (
            <li key={group.key} className="mb-3">
              <p className="fw-semibold mb-1">{group.name}</p>
              <ul className="ps-3 mb-0">
                {[...group.entries].sort(byPlanOrder).map((entry) => (
                  <li key={entry.id}>
                    {[entry.itemKey, titles.get(entry.itemKey)].filter(Boolean).join(' ')}:{' '}
                    {answerText(entry)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
