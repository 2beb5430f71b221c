import { type CardResponse, CardTokenSchema } from '@trellis/shared/implementers';
import {
  acknowledgeOnce,
  findAcknowledgement,
  findGoodLink,
  type LinkPurpose,
} from '../../domain/monitoring/access-links.repository';
import { linkTokenHash } from '../../domain/monitoring/link-tokens';
import { personName } from '../../domain/plans/plan-history';
import { insertEvents } from '../../domain/plans/plans.repository';
import { AppError } from '../../errors';
import type { RateRule } from '../../lib/rate-limiter';
import { cardItems } from './card-content';
import { cardStudent } from '../../domain/monitoring/item-statements';
import { type CardContext, findAccountName, findCardContext } from './implementers.repository';
import { implementerHistoryLines, type ImplementersDeps } from './implementer-context';

// The teacher card as its link opens it, without an account (decision 017): only the
// implementer's own items that are still in the plan, the student's label and who to ask.
// A card link also opens the implementer's log, as a reminder's log link does (018).

/** One answer for an unknown, expired or withdrawn link, so none can be told apart. */
export const CARD_LINK_GONE =
  'This link has expired or was withdrawn. Ask the student’s case manager for a new one.';

/**
 * Failed link look-ups (unknown, expired, withdrawn or malformed tokens) per client address:
 * what stops probing. Good look-ups are not counted, so a school behind one address is never
 * held up by its own staff; a client over it is refused even a good link.
 */
export const CARD_LOOKUP_RULE: RateRule = { limit: 60, windowMs: 60_000 };

/** Requests one good link may make per hour, whichever route: a day's use many times over. */
export const CARD_LINK_RULE: RateRule = { limit: 300, windowMs: 60 * 60_000 };

function gone(): never {
  throw new AppError('NOT_FOUND', CARD_LINK_GONE);
}

/** The good link of a token and what it opens, or undefined (the one 404). */
async function findOpenedLink(
  deps: ImplementersDeps,
  token: string,
  purposes: readonly LinkPurpose[],
) {
  if (!CardTokenSchema.safeParse(token).success) return undefined;
  const link = await findGoodLink(deps.db, linkTokenHash(token), purposes, deps.clock.now());
  if (!link) return undefined;
  const context = await findCardContext(deps.db, link.implementerId);
  // An archived plan's cards are put away with it: the same 404 (restoring opens them again).
  if (!context || context.plan.id !== link.planId || context.plan.archived) return undefined;
  return { link, context };
}

/**
 * The good link of a token, of one of the `purposes` the route accepts, and what it opens
 * (the implementer's current name: their account's for a colleague), or 404 with
 * {@link CARD_LINK_GONE}. Every link route opens its link here: one 404, and two limits:
 * failed look-ups per client address ({@link CARD_LOOKUP_RULE}, checked before the look-up)
 * and requests per good link ({@link CARD_LINK_RULE}).
 */
export async function openLink(
  deps: ImplementersDeps,
  token: string,
  ip: string,
  purposes: readonly LinkPurpose[],
) {
  const lookup = await deps.limiter.consumeUnlessGood(`card:ip:${ip}`, CARD_LOOKUP_RULE);
  const opened = await findOpenedLink(deps, token, purposes);
  if (!opened) gone();
  await lookup.succeeded();
  const { link, context } = opened;
  await deps.limiter.consume(`card:link:${link.id}`, CARD_LINK_RULE);
  const account = await findAccountName(deps.db, context.implementer.colleagueId);
  const name = account ? personName(account) : context.implementer.name;
  return { link, context, name };
}

/** What a card shows, through its link, on paper or signed in. */
export type CardContent = Omit<CardResponse, 'acknowledgedAt' | 'expiresAt'>;

/** The card of the implementer `context` names, called `name`: the one way a card is made. */
export function cardOf(
  deps: Pick<ImplementersDeps, 'content'>,
  context: CardContext,
  name: string,
): CardContent {
  const { plan, owner, implementer } = context;
  return {
    student: cardStudent(plan.label),
    implementer: { name, classOrPeriod: implementer.classOrPeriod },
    items: cardItems(deps.content, plan, implementer.items),
    contact: { name: personName(owner), email: owner.email },
  };
}

/** `GET /cards/:token`. */
export async function openCard(
  deps: ImplementersDeps,
  token: string,
  ip: string,
): Promise<CardResponse> {
  const { link, context, name } = await openLink(deps, token, ip, ['card']);
  const acknowledgedAt = await findAcknowledgement(deps.db, link.id);
  return {
    ...cardOf(deps, context, name),
    acknowledgedAt: acknowledgedAt?.toISOString() ?? null,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * `POST /cards/:token/acknowledge`: records that the implementer read the card, once per
 * link; a second call answers the first time. The plan's history names them.
 */
export async function acknowledgeCard(deps: ImplementersDeps, token: string, ip: string) {
  // Only a card link confirms the card: a log link never showed it.
  const { link, context, name } = await openLink(deps, token, ip, ['card']);
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
