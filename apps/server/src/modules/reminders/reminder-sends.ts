import { addDays, LOG_LINK_DAYS } from '@trellis/shared/delivery-log';
import { licenceLapse } from '@trellis/shared/licence';
import { paths } from '@trellis/shared/web-paths';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  deleteAccessLink,
  insertAccessLink,
} from '../../domain/monitoring/access-links.repository';
import { newLinkToken } from '../../domain/monitoring/link-tokens';
import { cardStudent } from '../../domain/monitoring/item-statements';
import { lockPlanState } from '../../domain/plans/plans.repository';
import type { AttemptOutcome } from '../../jobs/stored-first';
import type { Clock } from '../../lib/clock';
import { utcDay } from '../../lib/dates';
import type { Mailer } from '../../mail/mailer';
import { logReminderEmail, reviewNoticeEmail } from './reminder-mail';
import { dateOfKey, reviewNoticeWindow } from './reminder-schedule';
import {
  findLogTargets,
  findReviewTargets,
  type LogTarget,
  type PlanOwner,
  type ReminderRow,
  type ReviewTarget,
} from './reminders.repository';

// Sending one stored reminder (decision 018). Each attempt reads the current state again: a
// reminder that no longer applies ends 'skipped', a sent one 'sent', a failed send stays
// pending (null) for the stored-first retry.

export interface ReminderDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

const DAY_MS = 24 * 60 * 60_000;

/** A stored reminder about a plan: the log and review kinds are always stored with one. */
type PlanReminderRow = ReminderRow & { planId: string };

function hasPlan(row: ReminderRow): row is PlanReminderRow {
  return row.planId !== null;
}

/** Reminders go only for plans whose owner may still use Trellis (one licence rule). */
function ownerMayUseTrellis(owner: PlanOwner, now: Date): boolean {
  return licenceLapse(owner, now) === null;
}

/** Whether an implementer the query found is due: items left in the plan, a licensed owner. */
export function logReminderApplies(target: LogTarget, now: Date): boolean {
  return target.titlesInPlan.length > 0 && ownerMayUseTrellis(target.owner, now);
}

/** Whether a plan the query found is due its review notice. */
export function reviewNoticeApplies(target: ReviewTarget, now: Date): boolean {
  return ownerMayUseTrellis(target.owner, now);
}

/**
 * Under the plan's lock (a change of implementer revokes their links under it), checks that
 * the reminder still applies and makes its log link: a new link of purpose 'log' that
 * leaves the card link as it is.
 */
async function makeLogLink(deps: ReminderDeps, row: PlanReminderRow, implementerId: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await lockPlanState(tx, row.planId))) return undefined;
    const [target] = await findLogTargets(tx, dateOfKey(row.dedupeKey), { implementerId });
    if (!target || !logReminderApplies(target, now)) return undefined;
    const { token, tokenHash } = newLinkToken();
    const expiresAt = new Date(now.getTime() + LOG_LINK_DAYS * DAY_MS);
    const link = await insertAccessLink(tx, {
      tokenHash,
      purpose: 'log',
      planId: target.planId,
      implementerId: target.implementerId,
      createdAt: now,
      expiresAt,
      sentTo: target.email,
      items: target.itemKeys,
    });
    return { target, token, linkId: link.id, expiresAt };
  });
}

/** The weekly log reminder, with a fresh log link; the link is kept only if the e-mail went. */
async function sendLogReminder(deps: ReminderDeps, row: PlanReminderRow): Promise<AttemptOutcome> {
  const weekEnd = addDays(dateOfKey(row.dedupeKey), 6);
  // Removed implementers take their reminders with them; a week over is no longer to log.
  if (row.implementerId === null || utcDay(deps.clock.now()) > weekEnd) return 'skipped';
  const made = await makeLogLink(deps, row, row.implementerId);
  if (!made) return 'skipped';
  const { target } = made;
  let sent = false;
  try {
    const link = `${deps.config.PUBLIC_URL}${paths.log(made.token)}`;
    const content = logReminderEmail({
      name: target.name,
      student: cardStudent(target.planLabel),
      titles: target.titlesInPlan,
      link,
      expiresAt: made.expiresAt,
      caseManager: target.owner,
    });
    // Like the card e-mails: the mailer prints the link only when the message goes to a
    // developer's local outbox, never when it is sent (mail/mailer.ts).
    const result = await deps.mailer.send({
      kind: 'log-reminder',
      to: [target.email],
      districtId: target.owner.district?.id,
      replyTo: target.owner.email,
      ...content,
      links: [link],
    });
    sent = result.status === 'sent';
    return sent ? 'sent' : null;
  } finally {
    if (!sent) await deleteAccessLink(deps.db, made.linkId);
  }
}

/** The review-due notice to the plan's owner, while its review date is still the one stored. */
async function sendReviewNotice(deps: ReminderDeps, row: PlanReminderRow): Promise<AttemptOutcome> {
  const now = deps.clock.now();
  const today = utcDay(now);
  const [target] = await findReviewTargets(deps.db, reviewNoticeWindow(today), {
    planId: row.planId,
  });
  // Archived, a review date changed or passed, an owner whose licence ended: nothing to say.
  if (!target || target.dedupeKey !== row.dedupeKey || !reviewNoticeApplies(target, now)) {
    return 'skipped';
  }
  const daysLeft = Math.round(
    (Date.parse(`${target.reviewDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
  );
  const result = await deps.mailer.send({
    kind: 'review-due',
    to: [target.owner.email],
    districtId: target.owner.district?.id,
    ...reviewNoticeEmail({
      name: target.owner.name,
      label: target.planLabel,
      reviewDate: target.reviewDate,
      daysLeft,
      itemCount: target.itemCount,
      link: `${deps.config.PUBLIC_URL}${paths.students.review(target.planId)}`,
    }),
  });
  return result.status === 'sent' ? 'sent' : null;
}

/** One attempt at a stored log reminder or review notice (the plan reminders). */
export async function sendPlanReminder(
  deps: ReminderDeps,
  row: ReminderRow,
): Promise<AttemptOutcome> {
  // Stored with a plan, and a deleted plan deletes its reminders: without one, nobody to tell.
  if (!hasPlan(row)) return 'skipped';
  return row.kind === 'log' ? sendLogReminder(deps, row) : sendReviewNotice(deps, row);
}
