import { reminderMails } from '../../db/schema/index';
import { storedAsFirstAttempt, storedFirstQueue } from '../../jobs/stored-first';
import { utcDay } from '../../lib/dates';
import { logReminderWeek, reviewNoticeWindow } from './reminder-schedule';
import {
  type ReminderDeps,
  logReminderApplies,
  reviewNoticeApplies,
  sendPlanReminder,
} from './reminder-sends';
import {
  findLogTargets,
  findReviewTargets,
  type NewReminderRow,
  type ReminderRow,
  storeNewReminders,
} from './reminders.repository';
import { dueRenewalReminders, sendRenewalReminder } from './renewal-reminders';

// The reminder jobs (issue 18 item 7, decision 018; issue 19 item 4, decision 019): the
// weekly log reminder to implementers who have not logged, the review-due notice to a plan's
// owner, and the subscription-ending notices to individuals. Stored first with a key that
// makes each exist once, so several servers on one PostgreSQL never send one twice.

export type { ReminderDeps } from './reminder-sends';

/** One attempt at a stored reminder, by its kind. */
function sendReminder(deps: ReminderDeps, row: ReminderRow) {
  return row.kind === 'renewal' ? sendRenewalReminder(deps, row) : sendPlanReminder(deps, row);
}

/** Reminders are stored first and retried like every other e-mail of the server (decision 010). */
const reminderQueue = storedFirstQueue(reminderMails, sendReminder);

/**
 * Stores the reminders due now that no server stored yet, and answers those this call
 * stored: they are this server's to send. Each counts as attempted now, so no retry takes
 * one while it is being sent.
 */
async function storeDueReminders(deps: ReminderDeps): Promise<ReminderRow[]> {
  const now = deps.clock.now();
  const attempted = storedAsFirstAttempt(now);
  const week = logReminderWeek(now);
  const logs = week ? await findLogTargets(deps.db, week) : [];
  const reviews = await findReviewTargets(deps.db, reviewNoticeWindow(utcDay(now)));
  const rows: NewReminderRow[] = [
    ...logs
      .filter((target) => logReminderApplies(target, now))
      .map((target) => ({
        kind: 'log',
        dedupeKey: target.dedupeKey,
        planId: target.planId,
        implementerId: target.implementerId,
        ...attempted,
      })),
    ...reviews
      .filter((target) => reviewNoticeApplies(target, now))
      .map((target) => ({
        kind: 'review',
        dedupeKey: target.dedupeKey,
        planId: target.planId,
        ...attempted,
      })),
    ...(await dueRenewalReminders(deps.db, now, attempted)),
  ];
  return storeNewReminders(deps.db, rows);
}

export interface ReminderPassResult {
  /** Reminders this pass stored (and so sent or tried first). */
  stored: number;
  /** Reminders finished by this pass: sent, or skipped as no longer applying. */
  finished: number;
  /** Rows (or the look-up) that failed with an error; they are logged and retried later. */
  failed: number;
}

/**
 * One pass of the reminder job: stores what is due, sends what it stored, then retries the
 * pending reminders whose last attempt is old enough. One reminder's failure never stops the
 * others, and the pass never throws: failures are logged (never a link or token) and the
 * rows stay pending for the next pass, up to the attempt limit.
 */
export async function runReminderPass(deps: ReminderDeps): Promise<ReminderPassResult> {
  const failures: unknown[] = [];
  let stored: ReminderRow[] = [];
  try {
    stored = await storeDueReminders(deps);
  } catch (error) {
    failures.push(error);
  }
  let finished = 0;
  for (const row of stored) {
    try {
      if (await reminderQueue.attempt(deps, row)) finished += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  try {
    finished += await reminderQueue.retryDue(deps);
  } catch (error) {
    failures.push(...(error instanceof AggregateError ? error.errors : [error]));
  }
  for (const error of failures) deps.log.error({ err: error }, 'reminder mail failed');
  if (stored.length > 0 || finished > 0) {
    deps.log.info({ stored: stored.length, finished }, 'reminder pass');
  }
  return { stored: stored.length, finished, failed: failures.length };
}
