import type { ApiIssue } from '@trellis/shared/api-error';
import {
  CARD_EMAILS_PER_HOUR,
  CARD_LINK_DAYS,
  type Implementer,
  type ImplementerBodySchema,
  type ImplementerListResponse,
  IMPLEMENTERS_PER_PLAN_MAX,
  type RemindResponse,
} from '@trellis/shared/implementers';
import type { SignedIn } from '@trellis/shared/session';
import type { FastifyBaseLogger } from 'fastify';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { paths } from '@trellis/shared/web-paths';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { ContentIndex } from '../../content/content-index';
import type { Db } from '../../db/client';
import { findDistrictMembers } from '../../domain/accounts/colleagues.repository';
import {
  deleteAccessLink,
  findLink,
  insertAccessLink,
  revokeEarlierLinks,
  revokeLink,
  revokeLinksOf,
} from '../../domain/monitoring/access-links.repository';
import {
  confirmationOf,
  countImplementers,
  deleteImplementer,
  findImplementer,
  findImplementersOf,
  type ImplementerRow,
  type ImplementerWithCard,
  insertImplementer,
  updateImplementer,
} from '../../domain/monitoring/implementers.repository';
import { newLinkToken } from '../../domain/monitoring/link-tokens';
import { PLAN_NOT_FOUND, requireAccess } from '../../domain/plans/plan-access';
import { type HistoryLine, personName } from '../../domain/plans/plan-history';
import {
  findPlanAccess,
  insertEvents,
  lockPlanState,
  type PlanAccess,
} from '../../domain/plans/plans.repository';
import { AppError, fieldError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import type { Mailer } from '../../mail/mailer';
import { cardEmail, cardItems, cardStudent } from './card-content';
import { findPlanItemKeys } from './implementers.repository';

// Implementers of a student plan and their teacher cards (issue 18, decision 017): who
// carries out which items, the card e-mailed to each with a link that needs no account, and
// reminders to those who have not confirmed reading it.

export interface ImplementersDeps {
  db: Db;
  clock: Clock;
  content: ContentIndex;
  limiter: RateLimiter;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
}

type ImplementerBody = z.output<typeof ImplementerBodySchema>;

/** Card e-mails (cards and reminders) one user may send per hour. */
export const CARD_EMAIL_RULE: RateRule = { limit: CARD_EMAILS_PER_HOUR, windowMs: 60 * 60_000 };

/** The message a failed send shows (as the plan e-mail's). */
export const CARD_EMAIL_FAILED = 'There was an error sending your email. Please try again.';

export const IMPLEMENTER_MESSAGES = {
  outsideDistrict:
    'You can choose only colleagues of your district. Add anyone else by name and e-mail.',
  notFound: 'There is no such implementer on this student plan.',
  limit: `This plan names ${IMPLEMENTERS_PER_PLAN_MAX} implementers, the most one plan can have. Remove someone who no longer works with the student to add another.`,
  notInPlan: 'Choose accommodations that are in this plan.',
  duplicate: (email: string) =>
    `${email} is already an implementer of this plan. Change their accommodations instead.`,
  archived: 'Restore the plan to send cards.',
  noAddress: (name: string) =>
    `${name} has no e-mail address any more. Name who provides these accommodations now before sending the card.`,
  nothingToSend: (name: string) =>
    `None of ${name}’s accommodations are in the plan any more. Choose theirs again before sending the card.`,
};

const DAY_MS = 24 * 60 * 60_000;

/** "Ms. Rivera (Period 3)", as history lines name an implementer. */
function named(person: { name: string; classOrPeriod: string }): string {
  return person.classOrPeriod ? `${person.name} (${person.classOrPeriod})` : person.name;
}

const lines = {
  added: (person: { name: string; classOrPeriod: string; items: string[] }): HistoryLine => ({
    kind: 'implementers',
    summary: `Added ${named(person)} for ${person.items.join(', ')}`,
  }),
  changed: (person: { name: string; classOrPeriod: string }, parts: string[]): HistoryLine => ({
    kind: 'implementers',
    summary: `Changed ${named(person)}: ${parts.join('; ')}`,
  }),
  removed: (person: { name: string; classOrPeriod: string }): HistoryLine => ({
    kind: 'implementers',
    summary: `Removed ${named(person)}`,
  }),
  sent: (name: string): HistoryLine => ({ kind: 'cards', summary: `Sent the card to ${name}` }),
  reminded: (names: string[]): HistoryLine => ({
    kind: 'cards',
    summary: `Reminded ${names.join(', ')} to read the card`,
  }),
  withdrawn: (name: string): HistoryLine => ({
    kind: 'cards',
    summary: `Withdrew the card link of ${name}`,
  }),
  confirmed: (name: string): HistoryLine => ({
    kind: 'confirmed',
    summary: `${name} confirmed reading the card`,
  }),
};
export { lines as implementerHistoryLines };

function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

/** Whether a link is good at `now`. */
function isGood(link: ImplementerWithCard['latest'], now: Date): boolean {
  return link !== null && link.revokedAt === null && link.expiresAt > now;
}

/** The same keys, in any order. */
function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');
}

function implementerOf(entry: ImplementerWithCard, now: Date, inPlan: Set<string>): Implementer {
  const { row, latest } = entry;
  const acknowledgedAt = confirmationOf(entry);
  return {
    id: row.id,
    colleagueId: row.colleagueId,
    name: entry.name,
    email: entry.email,
    classOrPeriod: row.classOrPeriod,
    items: row.items,
    cardSentAt: iso(latest?.createdAt),
    linkActive: isGood(latest, now),
    linkExpiresAt: iso(latest?.expiresAt),
    acknowledgedAt: iso(acknowledgedAt),
    cardChangedSinceConfirmed:
      acknowledgedAt !== null && latest !== null && !sameKeys(latest.items, row.items),
    itemsInPlan: row.items.filter((key) => inPlan.has(key)),
  };
}

async function listOf(deps: ImplementersDeps, planId: string): Promise<ImplementerListResponse> {
  const now = deps.clock.now();
  const rows = await findImplementersOf(deps.db, [planId]);
  const inPlan = new Set(await findPlanItemKeys(deps.db, planId));
  return {
    implementers: rows.map((entry) => implementerOf(entry, now, inPlan)),
    limit: IMPLEMENTERS_PER_PLAN_MAX,
  };
}

async function planFor(
  deps: ImplementersDeps,
  userId: string,
  planId: string,
  action: 'view' | 'edit',
): Promise<PlanAccess> {
  return requireAccess(await findPlanAccess(deps.db, planId, userId), action);
}

/** The plan's row locked until the transaction ends, so checks and counts cannot race. */
async function lockedState(tx: Db, planId: string): Promise<StudentPlanState> {
  const locked = await lockPlanState(tx, planId);
  if (!locked) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
  return locked.state;
}

/** Who the body names: a colleague of the plan's district (as their account says), or anyone. */
async function personOf(deps: ImplementersDeps, plan: PlanAccess['plan'], body: ImplementerBody) {
  if (!body.colleagueId) {
    return { colleagueId: null, name: body.name, email: body.email };
  }
  const [colleague] = plan.districtId
    ? await findDistrictMembers(deps.db, plan.districtId, [body.colleagueId])
    : [];
  if (!colleague) {
    throw fieldError('VALIDATION_FAILED', 'colleagueId', IMPLEMENTER_MESSAGES.outsideDistrict);
  }
  return { colleagueId: colleague.id, name: personName(colleague), email: colleague.email };
}

/** 400 at `items.N` for each item the plan does not hold now. */
function checkItems(state: StudentPlanState, items: readonly string[]) {
  const inPlan = new Set(state.plan.map((item) => item.key));
  const issues: ApiIssue[] = items.flatMap((key, index) =>
    inPlan.has(key) ? [] : [{ path: `items.${index}`, message: `${key} is not in this plan` }],
  );
  if (issues.length)
    throw new AppError('VALIDATION_FAILED', IMPLEMENTER_MESSAGES.notInPlan, issues);
}

/** 400 when another implementer of the plan has the address (compared without case). */
async function checkUnique(
  tx: Db,
  planId: string,
  person: { colleagueId: string | null; email: string },
  self?: string,
) {
  const others = (await findImplementersOf(tx, [planId])).filter((entry) => entry.row.id !== self);
  const email = person.email.toLowerCase();
  if (others.some((entry) => entry.email.toLowerCase() === email)) {
    const field = person.colleagueId ? 'colleagueId' : 'email';
    throw fieldError('VALIDATION_FAILED', field, IMPLEMENTER_MESSAGES.duplicate(person.email));
  }
}

/** `GET /plans/:id/implementers`. */
export async function listImplementers(deps: ImplementersDeps, userId: string, planId: string) {
  await planFor(deps, userId, planId, 'view');
  return listOf(deps, planId);
}

/**
 * `POST /plans/:id/implementers`: names someone who carries out some of the plan's items.
 * At most {@link IMPLEMENTERS_PER_PLAN_MAX} per plan, counted under a lock on the plan's
 * row, so parallel additions cannot overshoot (409 LIMIT_REACHED).
 */
export async function addImplementer(
  deps: ImplementersDeps,
  userId: string,
  planId: string,
  body: ImplementerBody,
): Promise<ImplementerListResponse> {
  const found = await planFor(deps, userId, planId, 'edit');
  const person = await personOf(deps, found.plan, body);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    checkItems(await lockedState(tx, planId), body.items);
    if ((await countImplementers(tx, planId)) >= IMPLEMENTERS_PER_PLAN_MAX) {
      throw new AppError('LIMIT_REACHED', IMPLEMENTER_MESSAGES.limit);
    }
    await checkUnique(tx, planId, person);
    const values = { ...person, classOrPeriod: body.classOrPeriod, items: body.items };
    await insertImplementer(tx, { planId, ...values, createdAt: now, updatedAt: now });
    await insertEvents(tx, planId, userId, now, [lines.added(values)]);
  });
  return listOf(deps, planId);
}

async function requireImplementer(db: Db, planId: string, implementerId: string) {
  const row = await findImplementer(db, planId, implementerId);
  if (!row) throw new AppError('NOT_FOUND', IMPLEMENTER_MESSAGES.notFound);
  return row;
}

/** The parts of a change worth a history line: "class Period 3 → Period 4; now for A1, L1". */
function changeParts(
  before: ImplementerRow,
  after: { name: string; email: string; classOrPeriod: string; items: string[] },
): string[] {
  const parts: string[] = [];
  if (after.name !== before.name) parts.push(`now ${after.name}`);
  if (after.email.toLowerCase() !== before.email.toLowerCase()) parts.push('new e-mail address');
  if (after.classOrPeriod !== before.classOrPeriod) {
    parts.push(`class ${before.classOrPeriod || 'none'} → ${after.classOrPeriod || 'none'}`);
  }
  if (after.items.join(',') !== before.items.join(',')) {
    parts.push(`now for ${after.items.join(', ')}`);
  }
  return parts;
}

/**
 * `PATCH /plans/:id/implementers/:implementerId`: changes who it is, their class or items.
 * A card sent to someone else (another colleague or address) stops working.
 */
export async function changeImplementer(
  deps: ImplementersDeps,
  userId: string,
  planId: string,
  implementerId: string,
  body: ImplementerBody,
): Promise<ImplementerListResponse> {
  const found = await planFor(deps, userId, planId, 'edit');
  const person = await personOf(deps, found.plan, body);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const state = await lockedState(tx, planId);
    const before = await requireImplementer(tx, planId, implementerId);
    checkItems(state, body.items);
    await checkUnique(tx, planId, person, implementerId);
    const after = { ...person, classOrPeriod: body.classOrPeriod, items: body.items };
    const parts = changeParts(before, after);
    if (parts.length === 0 && before.colleagueId === after.colleagueId) return;
    await updateImplementer(tx, implementerId, after, now);
    const otherPerson =
      before.colleagueId !== after.colleagueId ||
      before.email.toLowerCase() !== after.email.toLowerCase();
    if (otherPerson) await revokeLinksOf(tx, implementerId, now);
    if (parts.length) await insertEvents(tx, planId, userId, now, [lines.changed(before, parts)]);
  });
  return listOf(deps, planId);
}

/** `DELETE /plans/:id/implementers/:implementerId`: their links stop working with them. */
export async function removeImplementer(
  deps: ImplementersDeps,
  userId: string,
  planId: string,
  implementerId: string,
): Promise<ImplementerListResponse> {
  await planFor(deps, userId, planId, 'edit');
  const row = await requireImplementer(deps.db, planId, implementerId);
  await deps.db.transaction(async (tx) => {
    await deleteImplementer(tx, implementerId);
    await insertEvents(tx, planId, userId, deps.clock.now(), [lines.removed(row)]);
  });
  return listOf(deps, planId);
}

/** `POST /plans/:id/implementers/:implementerId/revoke`: their card links stop working. */
export async function revokeCardLinks(
  deps: ImplementersDeps,
  userId: string,
  planId: string,
  implementerId: string,
): Promise<ImplementerListResponse> {
  await planFor(deps, userId, planId, 'edit');
  const [entry] = (await findImplementersOf(deps.db, [planId])).filter(
    (candidate) => candidate.row.id === implementerId,
  );
  if (!entry) throw new AppError('NOT_FOUND', IMPLEMENTER_MESSAGES.notFound);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const revoked = await revokeLinksOf(tx, implementerId, now);
    if (revoked > 0) await insertEvents(tx, planId, userId, now, [lines.withdrawn(entry.name)]);
  });
  return listOf(deps, planId);
}

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
    });
    const result = await deps.mailer.send({
      kind: 'card',
      to: [entry.email],
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
  const [entry] = (await findImplementersOf(deps.db, [planId])).filter(
    (candidate) => candidate.row.id === implementerId,
  );
  if (!entry) throw new AppError('NOT_FOUND', IMPLEMENTER_MESSAGES.notFound);
  if (!entry.email) {
    throw fieldError('VALIDATION_FAILED', 'email', IMPLEMENTER_MESSAGES.noAddress(entry.name));
  }
  if (cardItems(deps.content, found.plan, entry.row.items).length === 0) {
    throw fieldError('VALIDATION_FAILED', 'items', IMPLEMENTER_MESSAGES.nothingToSend(entry.name));
  }
  await deps.limiter.consume(`card-email:user:${user.id}`, CARD_EMAIL_RULE);
  if (!(await mailCard(deps, found, user, entry))) {
    throw new AppError('MAIL_FAILED', CARD_EMAIL_FAILED);
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
    throw new AppError('MAIL_FAILED', CARD_EMAIL_FAILED);
  }
  return { reminded: reminded.length };
}
