import { type CardResponse, CardTokenSchema } from '@trellis/shared/implementers';
import {
  acknowledgeOnce,
  findAcknowledgement,
  findGoodLink,
} from '../../domain/monitoring/access-links.repository';
import { linkTokenHash } from '../../domain/monitoring/link-tokens';
import { personName } from '../../domain/plans/plan-history';
import { insertEvents } from '../../domain/plans/plans.repository';
import { AppError } from '../../errors';
import type { RateRule } from '../../lib/rate-limiter';
import { cardItems, cardStudent } from './card-content';
import { findAccountName, findCardContext } from './implementers.repository';
import { implementerHistoryLines, type ImplementersDeps } from './implementer-context';

// The teacher card as its link opens it, without an account (decision 017): only the
// implementer's own items that are still in the plan, the student's label and who to ask.

/** One answer for an unknown, expired or withdrawn link, so none can be told apart. */
export const CARD_LINK_GONE =
  'This link has expired or was withdrawn. Ask the student’s case manager for a new one.';

/** Card look-ups per client address: enough for a staff room behind one address, too few to probe. */
export const CARD_LOOKUP_RULE: RateRule = { limit: 60, windowMs: 60_000 };

function gone(): never {
  throw new AppError('NOT_FOUND', CARD_LINK_GONE);
}

/** The good link of a token and what it opens, or 404 with {@link CARD_LINK_GONE}. */
async function openLink(deps: ImplementersDeps, token: string, ip: string) {
  await deps.limiter.consume(`card:ip:${ip}`, CARD_LOOKUP_RULE);
  if (!CardTokenSchema.safeParse(token).success) gone();
  const link = await findGoodLink(deps.db, linkTokenHash(token), 'card', deps.clock.now());
  if (!link) gone();
  const context = await findCardContext(deps.db, link.implementerId);
  // An archived plan's cards are put away with it: the same 404 (restoring opens them again).
  if (!context || context.plan.id !== link.planId || context.plan.archived) gone();
  const account = await findAccountName(deps.db, context.implementer.colleagueId);
  const name = account ? personName(account) : context.implementer.name;
  return { link, context, name };
}

/** `GET /cards/:token`. */
export async function openCard(
  deps: ImplementersDeps,
  token: string,
  ip: string,
): Promise<CardResponse> {
  const { link, context, name } = await openLink(deps, token, ip);
  const { plan, owner, implementer } = context;
  const acknowledgedAt = await findAcknowledgement(deps.db, link.id);
  return {
    student: cardStudent(plan.label),
    implementer: { name, classOrPeriod: implementer.classOrPeriod },
    items: cardItems(deps.content, plan, implementer.items),
    contact: { name: personName(owner), email: owner.email },
    acknowledgedAt: acknowledgedAt?.toISOString() ?? null,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * `POST /cards/:token/acknowledge`: records that the implementer read the card, once per
 * link; a second call answers the first time. The plan's history names them.
 */
export async function acknowledgeCard(deps: ImplementersDeps, token: string, ip: string) {
  const { link, context, name } = await openLink(deps, token, ip);
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const done = await acknowledgeOnce(tx, link, now);
    if (done.recorded) {
      // A colleague confirms as themselves; anyone else through the link (no author), a
      // line of its own kind so the history names only those "Through the card link".
      await insertEvents(tx, link.planId, context.implementer.colleagueId, now, [
        implementerHistoryLines.confirmed(name),
      ]);
    }
    return done;
  });
  return { acknowledgedAt: result.acknowledgedAt.toISOString() };
}
