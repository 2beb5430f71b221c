import {
  CARD_EMAILS_PER_HOUR,
  CARD_LINK_DAYS,
  type ImplementerListResponse,
  type RemindResponse,
} from '@trellis/shared/implementers';
import type { SignedIn } from '@trellis/shared/session';
import type { FastifyBaseLogger } from 'fastify';
import { paths } from '@trellis/shared/web-paths';
import {
  deleteAccessLink,
  findLink,
  insertAccessLink,
  revokeEarlierLinks,
  revokeLink,
} from '../../domain/monitoring/access-links.repository';
import {
  confirmationOf,
  findImplementersOf,
  type ImplementerWithCard,
} from '../../domain/monitoring/implementers.repository';
import { newLinkToken } from '../../domain/monitoring/link-tokens';
import { insertEvents, type PlanAccess } from '../../domain/plans/plans.repository';
import { SEND_FAILED_MESSAGE } from '../../mail/mailer';
import { planFor } from '../../domain/plans/plan-access';
import { AppError, fieldError } from '../../errors';
import type { RateRule } from '../../lib/rate-limiter';
import { cardEmail, cardItems } from './card-content';
import { cardStudent } from '../../domain/monitoring/item-statements';
import {
  type ImplementersDeps,
  IMPLEMENTER_MESSAGES,
  DAY_MS,
  isGood,
  listOf,
  lockedState,
  entryOf,
  implementerHistoryLines as lines,
} from './implementer-context';

// Teacher cards by e-mail (issue 18, decision 017): a card with a link that needs no
// account, sent to one implementer, and reminders to those who have not confirmed it.

/** Card e-mails (cards and reminders) one user may send per hour. */
export const CARD_EMAIL_RULE: RateRule = { limit: CARD_EMAILS_PER_HOUR, windowMs: 60 * 60_000 };

/**
 * Makes a link for the implementer and e-mails their card with it. The link is kept only
 * when the message was sent (a failed or thrown send deletes it). Then, under the plan's
 * lock, it replaces the implementer's earlier links, unless it was withdrawn while the
 * e-mail went or the implementer became someone else (another colleague or address): then
 * it stays revoked. A revoked link is never opened again.
 */
async function mailCard(
  deps: ImplementersDeps,
  found: PlanAccess,
  sender: SignedIn['user'],
  entry: ImplementerWithCard,
  options: { expiresAt?: Date; reminder?: boolean } = {},
): Promise<boolean> {
  const items = cardItems(deps.content, found.plan, entry.row.items);
  const now = deps.clock.now();
  const { token, tokenHash } = newLinkToken();
  const expiresAt = options.expiresAt ?? new Date(now.getTime() + CARD_LINK_DAYS * DAY_MS);
  const link = await insertAccessLink(deps.db, {
    tokenHash,
    purpose: 'card',
    planId: found.plan.id,
    implementerId: entry.row.id,
    createdAt: now,
    expiresAt,
    sentTo: entry.email,
    items: entry.row.items,
  });
  let kept = false;
  try {
    const url = `${deps.config.PUBLIC_URL}${paths.card(token)}`;
    const senderName = `${sender.firstName} ${sender.lastName}`;
    const content = cardEmail({
      to: { name: entry.name, email: entry.email, classOrPeriod: entry.row.classOrPeriod },
      sender: { name: senderName, email: sender.email },
      student: cardStudent(found.plan.label),
      items,
      link: url,
      expiresAt,
      reminder: options.reminder,
      signedInLog: entry.row.colleagueId
        ? `${deps.config.PUBLIC_URL}${paths.students.monitoring(found.plan.id)}`
        : undefined,
    });
    const result = await deps.mailer.send({
      kind: 'card',
      to: [entry.email],
      districtId: sender.district?.id,
      replyTo: sender.email,
      ...content,
      links: [url],
    });
    if (result.status === 'failed') return false;
    await deps.db.transaction(async (tx) => {
      await lockedState(tx, found.plan.id);
      const at = deps.clock.now();
      const stored = await findLink(tx, link.id);
      if (!stored || stored.revokedAt !== null) return;
      const [current] = (await findImplementersOf(tx, [found.plan.id])).filter(
        (candidate) => candidate.row.id === entry.row.id,
      );
      const samePerson =
        current !== undefined &&
        current.row.colleagueId === entry.row.colleagueId &&
        current.email.toLowerCase() === entry.email.toLowerCase();
      if (samePerson) await revokeEarlierLinks(tx, stored, at);
      else await revokeLink(tx, link.id, at);
    });
    kept = true;
    return true;
  } finally {
    if (!kept) await deleteAccessLink(deps.db, link.id);
  }
}

/** 409 PLAN_ARCHIVED: an archived plan sends no cards. */
function requireActive(found: PlanAccess) {
  if (found.plan.archivedAt !== null) {
    throw new AppError('PLAN_ARCHIVED', IMPLEMENTER_MESSAGES.archived);
  }
}

/**
 * `POST /plans/:id/implementers/:implementerId/card`: e-mails the implementer their card
 * with a new link good for {@link CARD_LINK_DAYS} days; earlier links stop working and the
 * card asks for confirmation again. Counted against {@link CARD_EMAIL_RULE}; a failed send
 * answers 502 MAIL_FAILED and leaves the earlier link as it was.
 */
export async function sendCard(
  deps: ImplementersDeps,
  signedIn: SignedIn,
  planId: string,
  implementerId: string,
): Promise<ImplementerListResponse> {
  const { user } = signedIn;
  const found = await planFor(deps, user.id, planId, 'edit');
  requireActive(found);
  const entry = await entryOf(deps.db, planId, implementerId);
  if (!entry.email) {
    throw fieldError('VALIDATION_FAILED', 'email', IMPLEMENTER_MESSAGES.noAddress(entry.name));
  }
  if (cardItems(deps.content, found.plan, entry.row.items).length === 0) {
    throw fieldError('VALIDATION_FAILED', 'items', IMPLEMENTER_MESSAGES.nothingToSend(entry.name));
  }
  await deps.limiter.consume(`card-email:user:${user.id}`, CARD_EMAIL_RULE);
  if (!(await mailCard(deps, found, user, entry))) {
    throw new AppError('MAIL_FAILED', SEND_FAILED_MESSAGE);
  }
  await insertEvents(deps.db, planId, user.id, deps.clock.now(), [lines.sent(entry.name)]);
  return listOf(deps, planId);
}

/**
 * `POST /plans/:id/implementers/remind`: e-mails the card again to everyone whose latest
 * card is not confirmed and whose link is still good. Only the hash of a link's token is
 * stored, so the reminder brings a fresh link with the same expiry, and the one it replaces
 * stops working once the reminder is sent. Each e-mail counts against {@link CARD_EMAIL_RULE}.
 */
export async function remindImplementers(
  deps: ImplementersDeps,
  signedIn: SignedIn,
  planId: string,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<RemindResponse> {
  const { user } = signedIn;
  const found = await planFor(deps, user.id, planId, 'edit');
  requireActive(found);
  const now = deps.clock.now();
  const due = (await findImplementersOf(deps.db, [planId])).filter(
    (entry) =>
      isGood(entry.latest, now) &&
      confirmationOf(entry) === null &&
      cardItems(deps.content, found.plan, entry.row.items).length > 0,
  );
  // The whole batch fits the hourly budget or nothing is sent (429).
  await deps.limiter.consumeMany(`card-email:user:${user.id}`, CARD_EMAIL_RULE, due.length);
  const reminded: string[] = [];
  let failed = 0;
  let thrown: unknown;
  for (const entry of due) {
    let sent = false;
    try {
      sent = await mailCard(deps, found, user, entry, {
        expiresAt: entry.latest?.expiresAt,
        reminder: true,
      });
    } catch (error) {
      // One reminder that could not go must not lose the history of those that went.
      log?.error({ err: error, implementerId: entry.row.id }, 'card reminder failed');
      thrown ??= error;
    }
    if (sent) reminded.push(entry.name);
    else failed += 1;
  }
  if (reminded.length) {
    await insertEvents(deps.db, planId, user.id, deps.clock.now(), [lines.reminded(reminded)]);
  }
  if (failed > 0 && reminded.length === 0) {
    if (thrown !== undefined) throw thrown;
    throw new AppError('MAIL_FAILED', SEND_FAILED_MESSAGE);
  }
  return { reminded: reminded.length };
}
