import {
  LOG_ROLE_LABELS,
  type LogEntry,
  type LogItem,
  type PlanLogQuery,
  type PlanLogResponse,
} from '@trellis/shared/delivery-log';
import type { SignedIn } from '@trellis/shared/session';
import {
  findLogEntries,
  logEntryOf,
  loggerKeys,
  upsertLogEntries,
} from '../../domain/monitoring/delivery-log.repository';
import {
  findImplementer,
  findImplementersOf,
} from '../../domain/monitoring/implementers.repository';
import { planItemStatements } from '../../domain/monitoring/item-statements';
import {
  checkLogDate,
  checkLogItems,
  LOG_MESSAGES,
  type LogAuthor,
  logRows,
  type LogSave,
} from '../../domain/monitoring/log-rules';
import { personName } from '../../domain/plans/plan-history';
import { lockPlanState } from '../../domain/plans/plans.repository';
import { AppError, fieldError } from '../../errors';
import { utcDay } from '../../lib/dates';
import { type DeliveryLogDeps, type LogAccess, logAccessFor, ownPartOnly } from './log-access';

// A student plan's delivery log, signed in (issue 18, decision 018): read it with a filter,
// log for a day or a week as oneself or an implementer one is, or add the student's view.

export const PLAN_LOG_MESSAGES = {
  rangeBackwards: 'The end of the range comes before its start.',
  readOnly: 'You can read this plan’s log but not add to it. Ask its owner to make you an editor.',
  studentView: 'Only the plan’s owner and editors add the student’s own view.',
  notYours: 'You can log only the accommodations you provide.',
  notYourItem: (key: string) => `${key} is not one of the accommodations you provide`,
};

/** What the user reads of the log: the plan's items, implementers and entries the filter keeps. */
export async function readPlanLog(
  deps: DeliveryLogDeps,
  userId: string,
  planId: string,
  query: PlanLogQuery,
) {
  if (query.from && query.to && query.to < query.from) {
    throw fieldError('VALIDATION_FAILED', 'to', PLAN_LOG_MESSAGES.rangeBackwards);
  }
  const access = await logAccessFor(deps, userId, planId);
  const own = ownPartOnly(access) ? access.implementer : null;
  const ownItems = new Set(access.implementer?.items ?? []);
  const planItems = planItemStatements(deps.content, access.plan);
  const items = own ? planItems.filter((item) => ownItems.has(item.key)) : planItems;
  const shown = new Set(items.map((item) => item.key));
  const rows = await findLogEntries(deps.db, planId, { ...query, loggerKey: own?.loggerKey });
  const implementers = (await findImplementersOf(deps.db, [planId]))
    .filter((entry) => !own || entry.row.id === own.id)
    .map((entry) => ({ id: entry.row.id, name: entry.name, items: entry.row.items }));
  const readerKeys = readerKeysOf(userId, access);
  return {
    access,
    planItems,
    items,
    implementers,
    // Their own entries of items taken off their list stay the plan's, not theirs to read.
    entries: rows
      .filter((row) => !own || shown.has(row.itemKey))
      .map((row) => logEntryOf(row, readerKeys)),
  };
}

/** The items the user may log: all of the plan's, their own still in it, or none. */
function loggableItems(access: LogAccess, planItems: readonly LogItem[]): string[] {
  if (access.canLog === 'none') return [];
  const own = new Set(access.implementer?.items ?? []);
  return planItems
    .filter((item) => access.canLog === 'all' || own.has(item.key))
    .map((item) => item.key);
}

/** `GET /plans/:id/log`. */
export async function planLog(
  deps: DeliveryLogDeps,
  userId: string,
  planId: string,
  query: PlanLogQuery,
): Promise<PlanLogResponse> {
  const { access, planItems, items, implementers, entries } = await readPlanLog(
    deps,
    userId,
    planId,
    query,
  );
  return {
    label: access.plan.label,
    ownPartOnly: ownPartOnly(access),
    archived: access.plan.archivedAt !== null,
    entries,
    items,
    implementers,
    canLog: access.canLog,
    loggableItems: loggableItems(access, planItems),
    today: utcDay(deps.clock.now()),
  };
}

/** The logger keys that are the user's: themselves, and the implementer they are on this plan. */
function readerKeysOf(userId: string, access: LogAccess): ReadonlySet<string> {
  const keys = [loggerKeys.user(userId)];
  if (access.implementer) keys.push(access.implementer.loggerKey);
  return new Set(keys);
}

/**
 * 403 unless the user may log as the body asks (editors anything, an implementer as
 * themselves), then 409 while the plan is archived.
 */
function requireLogRight(access: LogAccess, body: LogSave): void {
  if (body.as === 'student' && access.logRight !== 'all') {
    throw new AppError('FORBIDDEN', PLAN_LOG_MESSAGES.studentView);
  }
  if (access.logRight === 'none') throw new AppError('FORBIDDEN', PLAN_LOG_MESSAGES.readOnly);
  if (access.plan.archivedAt !== null) {
    throw new AppError('PLAN_ARCHIVED', LOG_MESSAGES.archived);
  }
}

/**
 * Who each entry of the save is logged as: the student's view; the implementer the user is,
 * for their own items (an implementer who may not edit the plan logs only those: 403
 * otherwise); the user as case manager for the rest. Per entry, so one person's answer for
 * an item and day is always under the same logger, and a second save replaces it whatever
 * items came with it.
 */
function authorsOf(
  access: LogAccess,
  user: SignedIn['user'],
  body: LogSave,
): (itemKey: string) => LogAuthor {
  const signed = { authorId: user.id, loggerName: personName(user) };
  if (body.as === 'student') {
    const student: LogAuthor = {
      loggerKey: loggerKeys.student,
      role: 'student',
      implementerId: null,
      ...signed,
      loggerName: LOG_ROLE_LABELS.student,
    };
    return () => student;
  }
  const { implementer } = access;
  const theirs = new Set(implementer?.items ?? []);
  if (access.canLog === 'own') {
    checkLogItems(body.entries, theirs, {
      code: 'FORBIDDEN',
      message: PLAN_LOG_MESSAGES.notYours,
      issue: PLAN_LOG_MESSAGES.notYourItem,
    });
  }
  const caseManager: LogAuthor = {
    loggerKey: loggerKeys.user(user.id),
    role: 'case-manager',
    implementerId: null,
    ...signed,
  };
  if (!implementer) return () => caseManager;
  const asImplementer: LogAuthor = {
    loggerKey: implementer.loggerKey,
    role: 'implementer',
    implementerId: implementer.id,
    ...signed,
  };
  return (itemKey) => (theirs.has(itemKey) ? asImplementer : caseManager);
}

/**
 * `PUT /plans/:id/log`: the answers for one day or week; the same logger, item and period
 * again replaces them. Refusals in order: 404 (not visible), 403 (may not log so), 409
 * (archived), 400 (date, items not in the plan), 403 (not the implementer's items).
 */
export async function savePlanLog(
  deps: DeliveryLogDeps,
  user: SignedIn['user'],
  planId: string,
  body: LogSave,
): Promise<{ entries: LogEntry[] }> {
  const access = await logAccessFor(deps, user.id, planId);
  requireLogRight(access, body);
  const { plan } = access;
  const now = deps.clock.now();
  checkLogDate(body, utcDay(now));
  checkLogItems(body.entries, new Set(plan.state.plan.map((item) => item.key)), {
    message: LOG_MESSAGES.notInPlan,
    issue: LOG_MESSAGES.itemNotInPlan,
  });
  const authorOf = authorsOf(access, user, body);
  const rows = body.entries.flatMap((entry) =>
    logRows(plan.id, { ...body, entries: [entry] }, authorOf(entry.itemKey), now),
  );
  const implementerId = rows.find((row) => row.implementerId)?.implementerId;
  const saved = await deps.db.transaction(async (tx) => {
    // Under the plan's lock, as a change of person is made: logging as an implementer the
    // user no longer is (the row now names someone else) is refused, never stored for them;
    // so is a save that raced the plan's archiving.
    const locked = await lockPlanState(tx, plan.id);
    if (locked?.archivedAt) throw new AppError('PLAN_ARCHIVED', LOG_MESSAGES.archived);
    if (implementerId) {
      const row = await findImplementer(tx, plan.id, implementerId);
      if (row?.colleagueId !== user.id) throw new AppError('FORBIDDEN', PLAN_LOG_MESSAGES.notYours);
    }
    return upsertLogEntries(tx, rows);
  });
  const readerKeys = readerKeysOf(user.id, access);
  return { entries: saved.map((row) => logEntryOf(row, readerKeys)) };
}
