import { z } from 'zod';
import {
  ACCOMMODATION_CATEGORIES,
  type Accommodation,
  TIERS,
  TraitNameSchema,
  compareAccommodationOrder,
  traitNameKey,
} from './content';
import { type NeedPriority, NeedPrioritySchema } from './priorities';
import type { RelatedNeeds } from './related-needs';

/** Most needs one match request may carry (library and custom). */
export const MATCH_MAX_NEEDS = 100;
/** Most strengths one match request may carry (library and custom). */
export const MATCH_MAX_STRENGTHS = 100;

/** Each strength adds its priority times this: a strength weighs like a Low need. */
export const STRENGTH_WEIGHT = 0.5;
/**
 * All strengths together add at most this: what one Low need met directly is worth
 * (0.5 × 3), so strengths order results but never outweigh a need (decision 011).
 */
export const STRENGTH_POINTS_MAX = 1.5;
/** The need priority that marks an accommodation as designed for the need. */
export const DIRECT_NEED_PRIORITY = 3;

/** `POST /api/v1/content/match` body: chosen needs with priorities and chosen strengths, by name. */
export const MatchRequestSchema = z.object({
  needs: z
    .array(z.object({ name: TraitNameSchema, priority: NeedPrioritySchema }))
    .max(MATCH_MAX_NEEDS, `at most ${MATCH_MAX_NEEDS} needs`),
  strengths: z
    .array(z.object({ name: TraitNameSchema }))
    .max(MATCH_MAX_STRENGTHS, `at most ${MATCH_MAX_STRENGTHS} strengths`),
});
/** What the builder chose: needs with priorities and strengths, custom ones included. */
export type MatchSelection = z.infer<typeof MatchRequestSchema>;

/** One ranked accommodation with the needs and strengths that earned its score. */
export const MatchResultSchema = z.object({
  key: z.string(),
  score: z.number(),
  needs: z.array(
    z.object({
      name: z.string(),
      chosenPriority: NeedPrioritySchema,
      priority: z.int(),
      points: z.number(),
      /** Set when an overlapping need already counted: the points are not added again. */
      countedWith: z.string().optional(),
    }),
  ),
  strengths: z.array(z.object({ name: z.string(), priority: z.int() })),
});
/** One ranked accommodation. */
export type MatchResult = z.infer<typeof MatchResultSchema>;

/** A ranked accommodation as the match endpoint sends it: with what its table row shows. */
export const MatchedAccommodationSchema = MatchResultSchema.extend({
  category: z.enum(ACCOMMODATION_CATEGORIES.map((category) => category.prefix)),
  title: z.string(),
  tier: z.literal(TIERS),
  modification: z.boolean(),
});
/** A ranked accommodation with its title, tier and category. */
export type MatchedAccommodation = z.infer<typeof MatchedAccommodationSchema>;

/** `POST /api/v1/content/match` answer: matching accommodations, best first. */
export const MatchResponseSchema = z.object({ results: z.array(MatchedAccommodationSchema) });
/** The match endpoint's answer. */
export type MatchResponse = z.infer<typeof MatchResponseSchema>;

/** The fields of an accommodation that matching reads. */
export type MatchableAccommodation = Pick<
  Accommodation,
  'key' | 'category' | 'number' | 'tier' | 'modification' | 'niche' | 'needs' | 'strengths'
>;

type MatchedNeed = MatchResult['needs'][number];

// Choosing the same name twice counts it once, at its highest priority, so the result does
// not depend on the order of the selection.
function chosenNeedPriorities(needs: MatchSelection['needs']): Map<string, NeedPriority> {
  const chosen = new Map<string, NeedPriority>();
  for (const need of needs) {
    const key = traitNameKey(need.name);
    const previous = chosen.get(key);
    if (previous === undefined || need.priority > previous) chosen.set(key, need.priority);
  }
  return chosen;
}

// Sums of halves are exact in binary, but rounding keeps the score free of float noise
// should the weights ever change.
function roundScore(value: number): number {
  return Math.round(value * 100) / 100;
}

// The content check forbids listing a need twice; skipping repeats here keeps a slip from
// counting double all the same.
function matchNeeds(
  listed: MatchableAccommodation['needs'],
  chosen: Map<string, NeedPriority>,
): MatchedNeed[] {
  const seen = new Set<string>();
  const matched: MatchedNeed[] = [];
  for (const { need, priority } of listed) {
    const key = traitNameKey(need);
    const chosenPriority = chosen.get(key);
    if (chosenPriority === undefined || seen.has(key)) continue;
    seen.add(key);
    matched.push({
      name: need,
      chosenPriority,
      priority,
      points: roundScore(chosenPriority * priority),
    });
  }
  return matched;
}

/**
 * Overlapping needs count once, at the higher value: the best-scoring need of each related
 * pair counts and the other is marked with the need it was counted with. The explanation
 * keeps the accommodation's own order.
 */
function markOverlaps(matched: MatchedNeed[], related: RelatedNeeds): MatchedNeed[] {
  const byPoints = [...matched].sort((a, b) => b.points - a.points);
  const counted: MatchedNeed[] = [];
  const countedWith = new Map<MatchedNeed, string>();
  for (const need of byPoints) {
    const overlaps = related.get(traitNameKey(need.name));
    const earlier = counted.find((other) => overlaps?.has(traitNameKey(other.name)));
    if (earlier) countedWith.set(need, earlier.name);
    else counted.push(need);
  }
  return matched.map((need) => {
    const withName = countedWith.get(need);
    return withName === undefined ? need : { ...need, countedWith: withName };
  });
}

function matchStrengths(
  listed: MatchableAccommodation['strengths'],
  chosen: Set<string>,
): MatchResult['strengths'] {
  const seen = new Set<string>();
  const matched: MatchResult['strengths'] = [];
  for (const { strength, priority } of listed) {
    const key = traitNameKey(strength);
    if (!chosen.has(key) || seen.has(key)) continue;
    seen.add(key);
    matched.push({ name: strength, priority });
  }
  return matched;
}

interface Scored {
  accommodation: MatchableAccommodation;
  result: MatchResult;
  /** A niche entry not designed for any chosen need: ranked after every other result. */
  heldBack: boolean;
}

function scoreOne(
  accommodation: MatchableAccommodation,
  needs: Map<string, NeedPriority>,
  strengths: Set<string>,
  related: RelatedNeeds,
): Scored {
  const matchedNeeds = markOverlaps(matchNeeds(accommodation.needs, needs), related);
  const matchedStrengths = matchStrengths(accommodation.strengths, strengths);
  const needPoints = matchedNeeds
    .filter((need) => need.countedWith === undefined)
    .reduce((sum, need) => sum + need.points, 0);
  const strengthPoints = Math.min(
    STRENGTH_POINTS_MAX,
    matchedStrengths.reduce((sum, strength) => sum + strength.priority * STRENGTH_WEIGHT, 0),
  );
  const direct = matchedNeeds.some((need) => need.priority >= DIRECT_NEED_PRIORITY);
  return {
    accommodation,
    result: {
      key: accommodation.key,
      score: roundScore(needPoints + strengthPoints),
      needs: matchedNeeds,
      strengths: matchedStrengths,
    },
    heldBack: accommodation.niche && !direct,
  };
}

// Best first; equal scores go to the lighter support, then to an accommodation over a
// modification (the least intrusive option that works), then to the library's key order.
function compareScored(a: Scored, b: Scored): number {
  return (
    Number(a.heldBack) - Number(b.heldBack) ||
    b.result.score - a.result.score ||
    a.accommodation.tier - b.accommodation.tier ||
    Number(a.accommodation.modification) - Number(b.accommodation.modification) ||
    compareAccommodationOrder(a.accommodation, b.accommodation)
  );
}

/**
 * Ranks accommodations for a selection (decision 011, built on spec §5's score): each
 * chosen need an accommodation lists adds chosen priority × its priority there, overlapping
 * needs counting once at the higher value; chosen strengths add their priorities at half
 * weight, capped at what one Low need is worth. Only accommodations that list a chosen need
 * are results; niche ones come after the rest unless designed for a chosen need.
 */
export function matchAccommodations(
  accommodations: readonly MatchableAccommodation[],
  selection: MatchSelection,
  related: RelatedNeeds = new Map(),
): MatchResult[] {
  const needs = chosenNeedPriorities(selection.needs);
  const strengths = new Set(selection.strengths.map((strength) => traitNameKey(strength.name)));
  return accommodations
    .map((accommodation) => scoreOne(accommodation, needs, strengths, related))
    .filter(({ result }) => result.needs.length > 0)
    .sort(compareScored)
    .map(({ result }) => result);
}
