import { daysLeftUntil } from '@trellis/shared/licence';
import { paths } from '@trellis/shared/web-paths';
import type { Db } from '../../db/client';
import type { AttemptOutcome } from '../../jobs/stored-first';
import type { ReminderDeps } from './reminder-sends';
import type { NewReminderRow, ReminderRow } from './reminders.repository';
import { renewalReminderEmail } from './renewal-mail';
import { findRenewalTargets } from './renewal-reminders.repository';

// The subscription-ending reminders of individuals (issue 19, decision 019): 30, 7 and 1
// days before the end, stored first and keyed like the plan reminders, so several servers
// never send one twice.

/**
 * The renewal reminders due at `now` that no server stored yet, as rows to store; each
 * carries `stored` (the columns of a first attempt made now).
 */
export async function dueRenewalReminders(
  db: Db,
  now: Date,
  stored: Pick<NewReminderRow, 'createdAt' | 'mailAttempts' | 'mailedAt'>,
): Promise<NewReminderRow[]> {
  const targets = await findRenewalTargets(db, now);
  return targets.map((target) => ({
    kind: 'renewal',
    dedupeKey: target.dedupeKey,
    userId: target.userId,
    ...stored,
  }));
}

/**
 * One attempt at a stored renewal reminder. It reads the account again: renewed meanwhile
 * (a new end date), ended, no longer an individual, or a nearer step reached since (a
 * 30-day reminder still failing when the 7-day one is due) — the key differs, and the
 * reminder ends 'skipped'.
 */
export async function sendRenewalReminder(
  deps: ReminderDeps,
  row: ReminderRow,
): Promise<AttemptOutcome> {
  if (row.userId === null) return 'skipped';
  const now = deps.clock.now();
  const [target] = await findRenewalTargets(deps.db, now, { userId: row.userId });
  if (!target || target.dedupeKey !== row.dedupeKey) return 'skipped';
  const result = await deps.mailer.send({
    kind: 'renewal-reminder',
    to: [target.email],
    ...renewalReminderEmail({
      firstName: target.firstName,
      endsAt: target.endsAt,
      daysLeft: daysLeftUntil(target.endsAt.toISOString(), now),
      link: `${deps.config.PUBLIC_URL}${paths.account}`,
    }),
  });
  return result.status === 'sent' ? 'sent' : null;
}
