import {
  addDays,
  type LinkLogResponse,
  LOG_WEEKS_SHOWN,
  type LogItem,
  type LogSaveBodySchema,
  weekStartOf,
} from '@trellis/shared/delivery-log';
import type { z } from 'zod';
import {
  findLogEntries,
  logEntryOf,
  loggerKeys,
  upsertLogEntries,
} from '../../domain/monitoring/delivery-log.repository';
import { checkLogDate, checkLogItems, logRows } from '../../domain/monitoring/log-rules';
import { utcDay } from '../../lib/dates';
import { findGoodLink } from '../../domain/monitoring/access-links.repository';
import { linkTokenHash } from '../../domain/monitoring/link-tokens';
import { lockPlanState } from '../../domain/plans/plans.repository';
import { AppError, fieldError } from '../../errors';
import type { RateRule } from '../../lib/rate-limiter';
import { cardItems } from './card-content';
import { cardStudent } from '../../domain/monitoring/item-statements';
import { CARD_LINK_GONE, openLink } from './cards.service';
import type { ImplementersDeps } from './implementer-context';
import { setRemindersPaused } from './implementers.repository';

// The delivery log through a link, without an account (issue 18, decision 018): a card link
// or a weekly reminder's log link opens its implementer's log and nothing else of the plan:
// their items still in the plan, their own entries, their reminder.

/** Log saves per implementer, whichever of their links: a school week's logging many times over. */
export const LINK_LOG_SAVE_RULE: RateRule = { limit: 120, windowMs: 60 * 60_000 };

/** Both purposes open the log (a card link and a reminder's log link). */
const LOG_OPENERS = ['card', 'log'] as const;

export const LINK_LOG_MESSAGES = {
  studentView: 'The student’s own view is added by the case manager, signed in.',
  notYours: 'Log only the accommodations on your card.',
  notOnCard: (key: string) => `${key} is not one of the accommodations on your card`,
};

async function openLog(deps: ImplementersDeps, token: string, ip: string) {
  const opened = await openLink(deps, token, ip, LOG_OPENERS);
  const { plan, implementer } = opened.context;
  // Only what the card shows of each item: its key, title and statement.
  const items: LogItem[] = cardItems(deps.content, plan, implementer.items).map(
    ({ key, title, statement }) => ({ key, title, statement }),
  );
  return { ...opened, items, loggerKey: loggerKeys.implementer(implementer.id) };
}

/** `GET /cards/:token/log`: the implementer's items and their own entries of the last weeks. */
export async function openLinkLog(
  deps: ImplementersDeps,
  token: string,
  ip: string,
): Promise<LinkLogResponse> {
  const { context, name, items, loggerKey } = await openLog(deps, token, ip);
  const { plan, implementer } = context;
  const today = utcDay(deps.clock.now());
  const from = addDays(weekStartOf(today), -7 * (LOG_WEEKS_SHOWN - 1));
  const shown = new Set(items.map((item) => item.key));
  const rows = await findLogEntries(deps.db, plan.id, { from, loggerKey });
  const readerKeys = new Set([loggerKey]);
  return {
    student: cardStudent(plan.label),
    implementer: { name, classOrPeriod: implementer.classOrPeriod },
    items,
    // Entries of an item taken off their card or out of the plan stay in the plan's log.
    entries: rows.filter((row) => shown.has(row.itemKey)).map((row) => logEntryOf(row, readerKeys)),
    remindersPaused: implementer.remindersPausedAt !== null,
    today,
  };
}

/**
 * `PUT /cards/:token/log`: the implementer's answers for a day or a week, for the items on
 * their card that are still in the plan; the same item and period again replaces them.
 */
export async function saveLinkLog(
  deps: ImplementersDeps,
  token: string,
  ip: string,
  body: z.output<typeof LogSaveBodySchema>,
) {
  const { context, name, items, loggerKey } = await openLog(deps, token, ip);
  const { plan, implementer } = context;
  await deps.limiter.consume(`log:implementer:${implementer.id}`, LINK_LOG_SAVE_RULE);
  if (body.as !== 'me') throw fieldError('VALIDATION_FAILED', 'as', LINK_LOG_MESSAGES.studentView);
  const now = deps.clock.now();
  checkLogDate(body, utcDay(now));
  checkLogItems(body.entries, new Set(items.map((item) => item.key)), {
    message: LINK_LOG_MESSAGES.notYours,
    issue: LINK_LOG_MESSAGES.notOnCard,
  });
  const author = {
    loggerKey,
    role: 'implementer' as const,
    implementerId: implementer.id,
    authorId: implementer.colleagueId,
    loggerName: name,
  };
  const saved = await deps.db.transaction(async (tx) => {
    // Under the plan's lock, as a change of person is made (it revokes this link) and as the
    // plan is archived: a save that raced either is refused, never stored under the next
    // person's name nor in a plan put away.
    const locked = await lockPlanState(tx, plan.id);
    if (!locked || locked.archivedAt !== null) throw new AppError('NOT_FOUND', CARD_LINK_GONE);
    if (!(await findGoodLink(tx, linkTokenHash(token), LOG_OPENERS, now))) {
      throw new AppError('NOT_FOUND', CARD_LINK_GONE);
    }
    return upsertLogEntries(tx, logRows(plan.id, body, author, now));
  });
  const readerKeys = new Set([loggerKey]);
  return { entries: saved.map((row) => logEntryOf(row, readerKeys)) };
}

/** `PUT /cards/:token/reminders`: the implementer pauses or resumes their weekly reminder. */
export async function pauseLinkReminders(
  deps: ImplementersDeps,
  token: string,
  ip: string,
  paused: boolean,
) {
  const { implementer } = (await openLink(deps, token, ip, LOG_OPENERS)).context;
  // Pausing again keeps the time it was first paused.
  const at = paused ? (implementer.remindersPausedAt ?? deps.clock.now()) : null;
  await setRemindersPaused(deps.db, implementer.id, at);
  return { remindersPaused: paused };
}
