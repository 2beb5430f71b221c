import type { FieldError, FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import {
  LOG_BACKDATE_DAYS,
  LOG_WEEKS_SHOWN,
  type LogEntry,
  type LogItem,
  type LogPeriod,
  type LogSaveBody,
  LogSaveBodySchema,
  type Provided,
  type Used,
  addDays,
  weekStartOf,
} from '@trellis/shared/delivery-log';
import { ApiRequestError } from '../../lib/api-client';
import { calendarDayText, weekdayText } from '../../lib/dates';

// The log form's values and how they become the API's body. The form holds one row per item
// (radios hold strings, '' while unanswered); the body holds only the items answered, so a
// body index and a form index differ: `rows` keeps which form row each body entry came from.

export type Rating = '1' | '2' | '3' | '4' | '5';
export const RATINGS: readonly Rating[] = ['1', '2', '3', '4', '5'];

export interface EntryValues {
  itemKey: string;
  provided: Provided | '';
  reason: string;
  used: Used | '';
  rating: Rating | '';
  note: string;
}

export interface LogFormValues {
  period: LogPeriod;
  /** The day chosen for "One day". */
  day: string;
  /** The Monday chosen for "One week". */
  week: string;
  entries: EntryValues[];
}

export type EntryField = Exclude<keyof EntryValues, 'itemKey'>;
export const ENTRY_FIELDS: readonly EntryField[] = ['provided', 'reason', 'used', 'rating', 'note'];

/** What the form asks of a whole save when no item is answered. */
export const NOTHING_ANSWERED = 'Answer for at least one accommodation before saving.';

export const startsOnOf = (values: Pick<LogFormValues, 'period' | 'day' | 'week'>) =>
  values.period === 'day' ? values.day : values.week;

/** The Mondays of the weeks that can be chosen, this week first. */
export function weekChoices(today: string): string[] {
  const thisWeek = weekStartOf(today);
  return Array.from({ length: LOG_WEEKS_SHOWN }, (_, index) => addDays(thisWeek, -7 * index));
}

/**
 * The earliest day that can be logged, counted from the server's date as the server counts
 * it (never from the reader's, which may be a day behind).
 */
export const earliestDay = (serverToday: string) => addDays(serverToday, -LOG_BACKDATE_DAYS);

/** "Week of Nov 23, 2026". */
export const weekLabel = (monday: string) => `Week of ${calendarDayText(monday)}`;

/** "Tuesday, Nov 24" for a day, "the week of Nov 23, 2026" for a week. */
export function periodText(period: LogPeriod, startsOn: string): string {
  return period === 'day' ? weekdayText(startsOn) : `the week of ${calendarDayText(startsOn)}`;
}

/** An item's row with nothing answered: what the form holds before any answer, and after Clear. */
export const blankEntry = (itemKey: string): EntryValues => ({
  itemKey,
  provided: '',
  reason: '',
  used: '',
  rating: '',
  note: '',
});

/**
 * The rows for one period and day: each item's saved answer when this logger logged it,
 * blank otherwise. The student's view and the logger's own answers are kept apart.
 */
export function prefill(
  items: LogItem[],
  entries: LogEntry[],
  period: LogPeriod,
  startsOn: string,
  studentView: boolean,
): EntryValues[] {
  const saved = new Map(
    entries
      .filter(
        (entry) =>
          entry.period === period &&
          entry.startsOn === startsOn &&
          (entry.role === 'student') === studentView,
      )
      .map((entry) => [entry.itemKey, entry]),
  );
  return items.map((item) => {
    const entry = saved.get(item.key);
    if (!entry) return blankEntry(item.key);
    return {
      itemKey: item.key,
      provided: entry.provided ?? '',
      reason: entry.reason,
      used: entry.used ?? '',
      rating: entry.rating === null ? '' : (String(entry.rating) as Rating),
      note: entry.note,
    };
  });
}

/** Whether a row says anything: a row left alone is not sent. */
function answered(row: EntryValues, studentView: boolean): boolean {
  const said = row.used !== '' || row.rating !== '' || row.note.trim() !== '';
  return studentView ? said : said || row.provided !== '' || row.reason.trim() !== '';
}

/**
 * The API's body for the form, and for each body entry the form row it came from. A reason
 * is sent only with Partly or Not provided, and use and rating never with Not provided: the
 * form hides those fields then, and what they held stays for a change of mind.
 */
export function bodyOf(
  values: LogFormValues,
  studentView: boolean,
): { body: LogSaveBody; rows: number[] } {
  const rows: number[] = [];
  const entries = values.entries.flatMap((row, index) => {
    if (!answered(row, studentView)) return [];
    rows.push(index);
    const provided = studentView || row.provided === '' ? null : row.provided;
    const notProvided = provided === 'not';
    return [
      {
        itemKey: row.itemKey,
        provided,
        reason: provided === 'partly' || notProvided ? row.reason : '',
        used: notProvided || row.used === '' ? null : row.used,
        rating: notProvided || row.rating === '' ? null : Number(row.rating),
        note: row.note,
      },
    ];
  });
  return {
    body: {
      period: values.period,
      startsOn: startsOnOf(values),
      as: studentView ? 'student' : 'me',
      entries,
    },
    rows,
  };
}

/**
 * An API path (`entries.2.reason`, `startsOn`) as the form's field name: the body index read
 * back through `rows`, the start as the day or week field. Null for a path no field shows.
 */
export function formPathOf(
  path: readonly PropertyKey[],
  rows: number[],
  period: LogPeriod,
): string | null {
  const [first, index, field] = path;
  if (first === 'startsOn') return period === 'day' ? 'day' : 'week';
  if (first === 'period') return 'period';
  if (first !== 'entries' || typeof index !== 'number') return null;
  const row = rows[index];
  if (row === undefined) return null;
  const known = ENTRY_FIELDS.find((name) => name === field);
  // An entry's issue about none of its fields (there is none today) lands on "Provided?".
  return `entries.${row}.${known ?? 'provided'}`;
}

type Issue = { path: readonly PropertyKey[]; message: string; code: string };

/** The first message for each field, nested as react-hook-form reads errors. */
function nest(issues: Issue[], rows: number[], period: LogPeriod): FieldErrors<LogFormValues> {
  const errors: Record<string, unknown> = {};
  const entries: Record<number, Record<string, FieldError>> = {};
  for (const issue of issues) {
    const path = formPathOf(issue.path, rows, period);
    const error: FieldError = { type: issue.code, message: issue.message };
    if (path === null) {
      // An issue of the whole body ("at least one", "once each"): said above the button.
      errors.entries ??= { type: issue.code, message: issue.message };
      continue;
    }
    const [head, row, field] = path.split('.');
    if (head !== 'entries' || row === undefined || field === undefined) {
      errors[path] ??= error;
      continue;
    }
    const index = Number(row);
    entries[index] ??= {};
    entries[index][field] ??= error;
  }
  if (Object.keys(entries).length > 0) {
    errors.entries = Object.assign((errors.entries as object | undefined) ?? {}, entries);
  }
  return errors as FieldErrors<LogFormValues>;
}

/**
 * The day must be one the server takes: not ahead of the form's today, not before `earliest`
 * (earliestDay of the server's date).
 */
function dayIssues(values: LogFormValues, today: string, earliest: string): Issue[] {
  if (values.period !== 'day' || !values.day) return [];
  if (values.day > today) {
    return [{ path: ['startsOn'], code: 'custom', message: 'Choose today or an earlier day' }];
  }
  if (values.day < earliest) {
    const message = `Choose a day in the last ${LOG_BACKDATE_DAYS} days`;
    return [{ path: ['startsOn'], code: 'custom', message }];
  }
  return [];
}

/**
 * The shared body schema decides, on the body the form would send; its issues come back at
 * the form's fields. Nothing answered is said in words before anything else.
 */
export function logFormResolver(
  studentView: boolean,
  days: { today: string; earliest: string },
): Resolver<LogFormValues, unknown, LogSaveBody> {
  return async (values) => {
    const { body, rows } = bodyOf(values, studentView);
    const issues: Issue[] = [...dayIssues(values, days.today, days.earliest)];
    if (body.entries.length === 0) {
      issues.push({ path: ['entries'], code: 'too_small', message: NOTHING_ANSWERED });
    } else {
      const parsed = LogSaveBodySchema.safeParse(body);
      if (parsed.success && issues.length === 0) return { values: parsed.data, errors: {} };
      if (!parsed.success) issues.push(...parsed.error.issues);
    }
    return { values: {}, errors: nest(issues, rows, values.period) };
  };
}

/**
 * A failed save with its issues' paths read as the form's field names (see formPathOf), so
 * the one helper that places server errors (applyServerErrors) puts each at its field.
 */
export function withFormPaths(error: unknown, rows: number[], period: LogPeriod): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const issues = error.issues.map((issue) => {
    const path = issue.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return { ...issue, path: formPathOf(path, rows, period) ?? issue.path };
  });
  return new ApiRequestError(error.status, error.code, error.message, issues);
}

/** Every field name of the form, for applyServerErrors. */
export function formFields(rowCount: number): FieldPath<LogFormValues>[] {
  const fields: FieldPath<LogFormValues>[] = ['period', 'day', 'week'];
  for (let row = 0; row < rowCount; row += 1) {
    for (const field of ENTRY_FIELDS) fields.push(`entries.${row}.${field}` as const);
  }
  return fields;
}
