import type { ApiErrorCode, ApiIssue } from '@trellis/shared/api-error';
import {
  addDays,
  LOG_BACKDATE_DAYS,
  type LogRole,
  type LogSaveBodySchema,
} from '@trellis/shared/delivery-log';
import type { z } from 'zod';
import { AppError, fieldError } from '../../errors';
import type { NewLogEntryRow } from './delivery-log.repository';

// The rules every save of the delivery log follows, through a link or signed in (decision
// 018): which days may be logged, which items, and the rows a save stores.

export type LogSave = z.output<typeof LogSaveBodySchema>;

/** The longest logger name the log keeps (its column's length). */
const LOGGER_NAME_MAX = 100;

export const LOG_MESSAGES = {
  future: 'You cannot log a day that has not come yet.',
  tooOld: `You can log days up to ${LOG_BACKDATE_DAYS} days back.`,
  notInPlan: 'Choose accommodations that are in this plan.',
  itemNotInPlan: (key: string) => `${key} is not in this plan`,
  archived: 'This plan is archived. Restore it to add to its log.',
};

/**
 * 400 at `startsOn` for a day or week that starts in the future (a day ahead is allowed: the
 * server's UTC date can be behind a school's) or more than LOG_BACKDATE_DAYS ago.
 */
export function checkLogDate(body: Pick<LogSave, 'startsOn'>, today: string): void {
  if (body.startsOn > addDays(today, 1)) {
    throw fieldError('VALIDATION_FAILED', 'startsOn', LOG_MESSAGES.future);
  }
  if (body.startsOn < addDays(today, -LOG_BACKDATE_DAYS)) {
    throw fieldError('VALIDATION_FAILED', 'startsOn', LOG_MESSAGES.tooOld);
  }
}

/**
 * Refuses the save when an entry's item is not in `allowed`, naming each such entry at
 * `entries.N.itemKey`: 400 by default, or `code` (403 for an item the logger may not log).
 */
export function checkLogItems(
  entries: readonly { itemKey: string }[],
  allowed: ReadonlySet<string>,
  refusal: { message: string; issue: (key: string) => string; code?: ApiErrorCode },
): void {
  const issues: ApiIssue[] = entries.flatMap((entry, index) =>
    allowed.has(entry.itemKey)
      ? []
      : [{ path: `entries.${index}.itemKey`, message: refusal.issue(entry.itemKey) }],
  );
  if (issues.length === 0) return;
  throw new AppError(refusal.code ?? 'VALIDATION_FAILED', refusal.message, issues);
}

/** Who a save logs as: the key that makes one entry per logger, and what is kept of them. */
export interface LogAuthor {
  loggerKey: string;
  role: LogRole;
  implementerId: string | null;
  /** The account that saved it, if any (none through a link of someone without one). */
  authorId: string | null;
  loggerName: string;
}

/** The rows a save stores, one per entry, replacing the logger's earlier answers. */
export function logRows(
  planId: string,
  body: LogSave,
  author: LogAuthor,
  now: Date,
): NewLogEntryRow[] {
  return body.entries.map((entry) => ({
    planId,
    itemKey: entry.itemKey,
    period: body.period,
    startsOn: body.startsOn,
    ...author,
    loggerName: author.loggerName.slice(0, LOGGER_NAME_MAX),
    provided: entry.provided,
    reason: entry.reason,
    used: entry.used,
    rating: entry.rating,
    note: entry.note,
    createdAt: now,
    updatedAt: now,
  }));
}
