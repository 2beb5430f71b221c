import { addDays, type LogEntry, NOT_LOGGED_LATELY_DAYS, weekStartOf } from './delivery-log';

// The monitoring view's figures (issue 18, decision 018), computed the same way on the
// screen, in the review and in its PDF: per plan item, how often it was provided, how often
// the student used it, how well it worked, week by week.

/** The three figures of a set of entries; null where nothing was logged to compute one. */
export interface RateFigures {
  /** Entries that say whether the item was provided (the student's view is not one). */
  occasions: number;
  /** Provided fully counts 1, partly ½, not 0; over the occasions. */
  providedShare: number | null;
  /** Of the occasions it was provided and use was answered, the share the student used it. */
  useShare: number | null;
  /** The mean 1–5 rating of the rated occasions. */
  meanRating: number | null;
}

export interface WeekFigures extends RateFigures {
  /** The week's Monday. */
  weekStart: string;
}

/** The student's own view, as the case manager entered it. */
export interface StudentViewFigures {
  views: number;
  useShare: number | null;
  meanRating: number | null;
}

export interface ItemMonitoring extends RateFigures {
  key: string;
  title: string;
  /** Every week from the range's first to its last, empty weeks included. */
  weeks: WeekFigures[];
  student: StudentViewFigures;
  /** The last day a logged occasion covers up to today (any implementer, any date), or null. */
  lastLoggedOn: string | null;
  /** Nobody logged it in the NOT_LOGGED_LATELY_DAYS before `today`, or ever. */
  notLoggedLately: boolean;
}

export interface MonitoringFilter {
  /** First and last day of the range, both included; open where absent. */
  from?: string;
  to?: string;
  /** Only this implementer's entries. */
  implementerId?: string;
}

type Entry = Pick<
  LogEntry,
  'itemKey' | 'period' | 'startsOn' | 'role' | 'implementerId' | 'provided' | 'used' | 'rating'
>;

const mean = (values: number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The last day an entry covers: its day, or its week's Sunday. */
export function lastDayOf(entry: Pick<Entry, 'period' | 'startsOn'>): string {
  return entry.period === 'week' ? addDays(entry.startsOn, 6) : entry.startsOn;
}

/**
 * The last day an entry says something about, as of `today`: its last day, but never after
 * today (a week logged on its Tuesday covers up to that Tuesday, not its Sunday).
 */
export function lastLoggedDay(entry: Pick<Entry, 'period' | 'startsOn'>, today: string): string {
  const last = lastDayOf(entry);
  return last < today ? last : today;
}

/** The figures of a set of entries (the student's view left out). */
export function rateFigures(entries: readonly Entry[]): RateFigures {
  const occasions = entries.filter((entry) => entry.provided !== null);
  const credit = occasions.map((entry) =>
    entry.provided === 'full' ? 1 : entry.provided === 'partly' ? 0.5 : 0,
  );
  const answeredUse = occasions.filter((entry) => entry.provided !== 'not' && entry.used);
  return {
    occasions: occasions.length,
    providedShare: mean(credit),
    useShare: mean(answeredUse.map((entry) => (entry.used === 'yes' ? 1 : 0))),
    meanRating: mean(occasions.flatMap((entry) => (entry.rating ? [entry.rating] : []))),
  };
}

function studentFigures(entries: readonly Entry[]): StudentViewFigures {
  const views = entries.filter((entry) => entry.role === 'student');
  return {
    views: views.length,
    useShare: mean(views.flatMap((entry) => (entry.used ? [entry.used === 'yes' ? 1 : 0] : []))),
    meanRating: mean(views.flatMap((entry) => (entry.rating ? [entry.rating] : []))),
  };
}

function inFilter(entry: Entry, filter: MonitoringFilter): boolean {
  if (filter.implementerId && entry.implementerId !== filter.implementerId) return false;
  // An entry belongs to the range when any of its days does.
  if (filter.to && entry.startsOn > filter.to) return false;
  if (filter.from && lastDayOf(entry) < filter.from) return false;
  return true;
}

/** The Mondays from the week of `first` to the week of `last`. */
export function weeksBetween(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (let week = weekStartOf(first); week <= last; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/**
 * Per item (in the order given), the figures of the entries the filter keeps, week by week,
 * with the student's view apart. `notLoggedLately` looks at every entry, whatever the filter:
 * it answers "has anyone logged this item lately".
 */
export function summariseLog(
  entries: readonly Entry[],
  items: readonly { key: string; title: string }[],
  filter: MonitoringFilter,
  today: string,
): ItemMonitoring[] {
  const kept = entries.filter((entry) => inFilter(entry, filter));
  const logged = kept.filter((entry) => entry.role !== 'student');
  const dates = logged.map((entry) => entry.startsOn).sort();
  const first = filter.from ?? dates[0];
  const last = filter.to ?? (dates.length > 0 ? today : undefined);
  const weeks = first && last && first <= last ? weeksBetween(first, last) : [];
  return items.map(({ key, title }) => {
    const own = kept.filter((entry) => entry.itemKey === key);
    const ownLogged = own.filter((entry) => entry.role !== 'student');
    const everLogged = entries
      .filter((entry) => entry.itemKey === key && entry.role !== 'student' && entry.provided)
      .map((entry) => lastLoggedDay(entry, today))
      .sort();
    const lastLoggedOn = everLogged.at(-1) ?? null;
    return {
      key,
      title,
      ...rateFigures(ownLogged),
      weeks: weeks.map((weekStart) => ({
        weekStart,
        ...rateFigures(ownLogged.filter((entry) => weekStartOf(entry.startsOn) === weekStart)),
      })),
      student: studentFigures(own),
      lastLoggedOn,
      notLoggedLately:
        lastLoggedOn === null || addDays(lastLoggedOn, NOT_LOGGED_LATELY_DAYS) < today,
    };
  });
}

/**
 * `value` rounded half up to `digits` decimals, as the exact fraction it stands for would be:
 * the figures are means of whole answers, and 0.575 × 100 or 2.55 × 10 computed in binary
 * can fall a hair short of the half (57.49999999999999) or not. Cutting the product to 12
 * significant digits first drops that noise.
 */
function roundHalfUp(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(Number((value * scale).toPrecision(12))) / scale;
}

/**
 * A share as the whole percentage every screen, PDF and suggestion rule uses (0.575 → 58):
 * one rounding, so a figure shown never contradicts the rule it met.
 */
export function roundedPercent(share: number): number {
  return roundHalfUp(share * 100, 0);
}

/** A mean rating to the one decimal every screen, PDF and suggestion rule uses (2.55 → 2.6). */
export function roundedRating(rating: number): number {
  return roundHalfUp(rating, 1);
}

/** A share as a whole percentage ("92 %"), or a dash for none. */
export function percentText(share: number | null): string {
  return share === null ? '—' : `${roundedPercent(share)} %`;
}

/** A mean rating to one decimal ("3.5/5"), or a dash for none. */
export function ratingText(rating: number | null): string {
  return rating === null ? '—' : `${roundedRating(rating)}/5`;
}
