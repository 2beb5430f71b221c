import { NeedPrioritySchema } from './builder';
import { z } from 'zod';
import { type Accommodation, TraitNameSchema, compareAccommodationOrder } from './content';
import { traitNameKey } from './trait-names';
import { ACCOMMODATION_CATEGORIES, TIERS } from './content-constants';
import type { NeedPriority } from './priorities';
import type { RelatedNeeds } from './related-needs';
import { RANKED_LIBRARY_MAX, bestPositions, placeInLibrary, rankKey } from './match-ranking';
import { type ListedTrait, Tally, listedTraits, listingsByName } from './match-tally';

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

/** Most results one match answers: the spec's page size for matching (§9). */
export const MATCH_RESULTS_MAX = 250;

/** `POST /api/v1/content/match` answer: the best matching accommodations, best first. */
export const MatchResponseSchema = z.object({
  results: z.array(MatchedAccommodationSchema).max(MATCH_RESULTS_MAX),
  /** How many accommodations matched: more than `results` holds when they were cut. */
  total: z.int().nonnegative(),
});
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

function matchNeeds(listed: readonly ListedTrait[], chosen: Map<string, NeedPriority>) {
  const matched: MatchedNeed[] = [];
  for (const { name, key, priority } of listed) {
    const chosenPriority = chosen.get(key);
    if (chosenPriority === undefined) continue;
    const points = roundScore(chosenPriority * priority);
    matched.push({ name, chosenPriority, priority, points });
  }
  return matched;
}

/**
 * Overlapping needs count once, at the higher value: the best-scoring need of each related
 * pair counts and the other is marked with the need it was counted with. The explanation
 * keeps the accommodation's own order.
 */
function markOverlaps(matched: MatchedNeed[], related: RelatedNeeds): MatchedNeed[] {
  // One need cannot overlap anything: the common case skips the sorting.
  if (matched.length < 2 || related.size === 0) return matched;
  const byPoints = [...matched].sort((a, b) => b.points - a.points);
  const counted: MatchedNeed[] = [];
  const countedWith = new Map<MatchedNeed, string>();
  for (const need of byPoints) {
    const overlaps = related.get(traitNameKey(need.name));
    const earlier = counted.find((other) => overlaps?.has(traitNameKey(other.name)));
    if (earlier) countedWith.set(need, earlier.name);
    else counted.push(need);
  }
  if (countedWith.size === 0) return matched;
  return matched.map((need) => {
    const withName = countedWith.get(need);
    return withName === undefined ? need : { ...need, countedWith: withName };
  });
}

function matchStrengths(listed: readonly ListedTrait[], chosen: Set<string>) {
  const matched: MatchResult['strengths'] = [];
  for (const { name, key, priority } of listed) {
    if (chosen.has(key)) matched.push({ name, priority });
  }
  return matched;
}

// Strengths order results but are capped so they never outweigh a need (decision 011).
function totalScore(needPoints: number, strengthPoints: number): number {
  return roundScore(needPoints + Math.min(STRENGTH_POINTS_MAX, strengthPoints));
}

function countedNeedPoints(needs: readonly MatchedNeed[]): number {
  let points = 0;
  for (const need of needs) if (need.countedWith === undefined) points += need.points;
  return points;
}

/** Builds one result from an accommodation and what it earned, as one object. */
export type MatchResultBuilder<T, R> = (
  accommodation: T,
  earned: Pick<MatchResult, 'score' | 'needs' | 'strengths'>,
) => R;

const plainResult: MatchResultBuilder<MatchableAccommodation, MatchResult> = (
  { key },
  { score, needs, strengths },
) => ({ key, score, needs, strengths });

/** The best results of a selection, and how many accommodations matched in all. */
export interface RankedMatches<R> {
  results: R[];
  total: number;
}

/** An accommodation's needs and strengths as matching compares them. */
interface Traits {
  needs: ListedTrait[];
  strengths: ListedTrait[];
}

// The chosen needs that overlap another chosen need: only an accommodation listing two of
// them can have a need counted with another.
function overlappingChoices(chosen: Map<string, NeedPriority>, related: RelatedNeeds) {
  const overlapping = new Set<string>();
  for (const key of chosen.keys()) {
    for (const other of related.get(key) ?? []) {
      if (other !== key && chosen.has(other)) overlapping.add(key).add(other);
    }
  }
  return overlapping;
}

/**
 * Ranks accommodations for a selection (decision 011, built on spec §5's score): each
 * chosen need an accommodation lists adds chosen priority × its priority there, overlapping
 * needs counting once at the higher value; chosen strengths add their priorities at half
 * weight, capped at what one Low need is worth. Only accommodations that list a chosen need
 * are results; niche ones come after the rest unless designed for a chosen need. Equal
 * scores go to the lighter support, then to an accommodation over a modification (the least
 * intrusive option that works), then to the library's key order.
 *
 * The accommodations are indexed once by the needs they list, so a selection reads only
 * those that share a chosen need; each is scored cheaply and only the best `limit` get
 * their explanation built, so the cost grows little with the number of matches.
 */
export function createMatcher<T extends MatchableAccommodation, R>(
  accommodations: readonly T[],
  related: RelatedNeeds,
  build: MatchResultBuilder<T, R>,
  limit = Infinity,
): (selection: MatchSelection) => RankedMatches<R> {
  if (accommodations.length > RANKED_LIBRARY_MAX) {
    throw new Error(`At most ${RANKED_LIBRARY_MAX} accommodations can be ranked.`);
  }
  const ordered = [...accommodations].sort(compareAccommodationOrder);
  const traits: Traits[] = ordered.map((entry) => ({
    needs: listedTraits(entry.needs.map(({ need, priority }) => [need, priority])),
    strengths: listedTraits(entry.strengths.map(({ strength, priority }) => [strength, priority])),
  }));
  const traitsOf = (position: number) => traits[position] ?? { needs: [], strengths: [] };
  const byNeed = listingsByName(traits.map((listed) => listed.needs));
  const byStrength = listingsByName(traits.map((listed) => listed.strengths));
  const places = Float64Array.from(ordered, (entry, position) =>
    placeInLibrary(entry.tier, entry.modification, position),
  );
  const niche = Uint8Array.from(ordered, (entry) => Number(entry.niche));
  const tally = new Tally(ordered.length, {
    needPoints: (chosenPriority, priority) => roundScore(chosenPriority * priority),
    directPriority: DIRECT_NEED_PRIORITY,
    strengthWeight: STRENGTH_WEIGHT,
  });
  return (selection) => {
    const needs = chosenNeedPriorities(selection.needs);
    const strengths = new Set(selection.strengths.map((strength) => traitNameKey(strength.name)));
    const overlapping = overlappingChoices(needs, related);
    tally.start();
    for (const [key, priority] of needs) {
      const listings = byNeed.get(key);
      if (listings) tally.addNeed(listings, priority, overlapping.has(key));
    }
    for (const key of strengths) {
      const listings = byStrength.get(key);
      if (listings) tally.addStrength(listings);
    }
    const keys = new Float64Array(tally.touched.length);
    const { touched } = tally;
    for (let i = 0; i < touched.length; i += 1) {
      const position = touched[i] ?? 0;
      const needPoints = tally.mayOverlap(position)
        ? countedNeedPoints(markOverlaps(matchNeeds(traitsOf(position).needs, needs), related))
        : tally.needPointsOf(position);
      const score = totalScore(needPoints, tally.strengthPointsOf(position));
      tally.recordScore(position, score);
      const heldBack = niche[position] === 1 && !tally.isDirect(position);
      keys[i] = rankKey(heldBack, Math.round(score * 100), places[position] ?? 0);
    }
    const results = bestPositions(keys, limit).map((position) => {
      const entry = ordered[position] as T;
      const listed = traitsOf(position);
      const matched = matchNeeds(listed.needs, needs);
      return build(entry, {
        score: tally.scoreOf(position),
        // Only two chosen needs that overlap can make one count with the other.
        needs: tally.mayOverlap(position) ? markOverlaps(matched, related) : matched,
        strengths: strengths.size === 0 ? [] : matchStrengths(listed.strengths, strengths),
      });
    });
    return { results, total: keys.length };
  };
}

/** Ranks accommodations for one selection: `createMatcher` for a single use. */
export function matchAccommodations(
  accommodations: readonly MatchableAccommodation[],
  selection: MatchSelection,
  related: RelatedNeeds = new Map(),
): MatchResult[] {
  return createMatcher(accommodations, related, plainResult)(selection).results;
}
