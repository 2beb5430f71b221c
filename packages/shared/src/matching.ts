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

/** Most needs one match request may carry (library and custom). */
export const MATCH_MAX_NEEDS = 100;
/** Most strengths one match request may carry (library and custom). */
export const MATCH_MAX_STRENGTHS = 100;

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
  'key' | 'category' | 'number' | 'needs' | 'strengths'
>;

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
): MatchResult['needs'] {
  const seen = new Set<string>();
  const matched: MatchResult['needs'] = [];
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

function scoreOne(
  accommodation: MatchableAccommodation,
  needs: Map<string, NeedPriority>,
  strengths: Set<string>,
): MatchResult {
  const matchedNeeds = matchNeeds(accommodation.needs, needs);
  const matchedStrengths = matchStrengths(accommodation.strengths, strengths);
  const total =
    matchedNeeds.reduce((sum, need) => sum + need.points, 0) +
    matchedStrengths.reduce((sum, strength) => sum + strength.priority, 0);
  return {
    key: accommodation.key,
    score: roundScore(total),
    needs: matchedNeeds,
    strengths: matchedStrengths,
  };
}

/**
 * Ranks accommodations for a selection (spec §5): each chosen need the accommodation lists
 * adds chosen priority × its priority there, each chosen strength it lists adds its priority.
 * Unmatched accommodations are left out; ties go by category (B, C, L, A), then key number.
 */
export function matchAccommodations(
  accommodations: readonly MatchableAccommodation[],
  selection: MatchSelection,
): MatchResult[] {
  const needs = chosenNeedPriorities(selection.needs);
  const strengths = new Set(selection.strengths.map((strength) => traitNameKey(strength.name)));
  return accommodations
    .map((accommodation) => ({ accommodation, result: scoreOne(accommodation, needs, strengths) }))
    .filter(({ result }) => result.score > 0)
    .sort(
      (a, b) =>
        b.result.score - a.result.score ||
        compareAccommodationOrder(a.accommodation, b.accommodation),
    )
    .map(({ result }) => result);
}
