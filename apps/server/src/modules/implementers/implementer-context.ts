import {
  type Implementer,
  type ImplementerBodySchema,
  type ImplementerListResponse,
  IMPLEMENTERS_PER_PLAN_MAX,
} from '@trellis/shared/implementers';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { ContentIndex } from '../../content/content-index';
import type { Db } from '../../db/client';
import { findLastLoggedOn } from '../../domain/monitoring/delivery-log.repository';
import {
  confirmationOf,
  findImplementersOf,
  type ImplementerWithCard,
} from '../../domain/monitoring/implementers.repository';
import { PLAN_NOT_FOUND } from '../../domain/plans/plan-access';
import type { HistoryLine } from '../../domain/plans/plan-history';
import { lockPlanState } from '../../domain/plans/plans.repository';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { utcDay } from '../../lib/dates';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Mailer } from '../../mail/mailer';
import { findPlanItemKeys } from './implementers.repository';

// What the implementer services share (decision 017): their dependencies, messages, history
// lines, the list a route answers, and the plan and implementer they act on.

export interface ImplementersDeps {
  db: Db;
  clock: Clock;
  content: ContentIndex;
  limiter: RateLimiter;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
}

export type ImplementerBody = z.output<typeof ImplementerBodySchema>;

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

export const DAY_MS = 24 * 60 * 60_000;

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

export function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

/** Whether a link is good at `now`. */
export function isGood(link: ImplementerWithCard['latest'], now: Date): boolean {
  return link !== null && link.revokedAt === null && link.expiresAt > now;
}

/** The same keys, in any order. */
export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');
}

export function implementerOf(
  entry: ImplementerWithCard,
  now: Date,
  inPlan: Set<string>,
  lastLoggedOn: string | null,
): Implementer {
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
    remindersPaused: row.remindersPausedAt !== null,
    lastLoggedOn,
  };
}

export async function listOf(
  deps: ImplementersDeps,
  planId: string,
): Promise<ImplementerListResponse> {
  const now = deps.clock.now();
  const rows = await findImplementersOf(deps.db, [planId]);
  const inPlan = new Set(await findPlanItemKeys(deps.db, planId));
  const lastLogged = await findLastLoggedOn(deps.db, [planId], utcDay(now));
  return {
    implementers: rows.map((entry) =>
      implementerOf(entry, now, inPlan, lastLogged.get(entry.row.id) ?? null),
    ),
    limit: IMPLEMENTERS_PER_PLAN_MAX,
  };
}

/** The plan's row locked until the transaction ends, so checks and counts cannot race. */
export async function lockedState(tx: Db, planId: string): Promise<StudentPlanState> {
  const locked = await lockPlanState(tx, planId);
  if (!locked) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
  return locked.state;
}

/** One implementer of the plan with their latest card link, or 404. */
export async function entryOf(db: Db, planId: string, implementerId: string) {
  const [entry] = (await findImplementersOf(db, [planId])).filter(
    (candidate) => candidate.row.id === implementerId,
  );
  if (!entry) throw new AppError('NOT_FOUND', IMPLEMENTER_MESSAGES.notFound);
  return entry;
}
