import type { SearchResponse } from '@trellis/shared/search';
import { SEARCH_RESULTS_MAX } from '@trellis/shared/search-limits';
import type { SearchIndex } from '../../content/search-index';
import {
  type PhraseCandidates,
  documentsWithPhrase,
  documentsWithUnit,
  hasNear,
  hasPhrase,
} from './search-match';
import { type QueryUnit, type SearchQuery, parseQuery } from './search-query';
import { type RoughStems, relevance, roughStemsOf } from './search-rank';

const KEY_QUERY = /^\s*([bcla])\s*-?\s*([1-9][0-9]{0,5})\s*$/i;

/**
 * Most entries ranked in full (phrases, order, title bonuses) when a query matches more:
 * a rough score picks them and orders the rest. The full rank costs most of a search, and a
 * teacher reads the first rows.
 */
export const FULLY_RANKED = 100;

/**
 * Whether an entry has the query's parts together: each synonym phrase as a phrase (words
 * elsewhere in the query anywhere), or, with no synonym phrase, the words close together
 * in the order typed. A single word is together anywhere.
 */
function together(
  index: SearchIndex,
  document: number,
  units: readonly QueryUnit[],
  phrases: readonly (PhraseCandidates | null)[],
): boolean {
  const fields = index.documents[document]?.fields ?? [];
  if (units.some((unit) => unit.phrase)) {
    return units.every(
      (unit, i) =>
        !unit.phrase ||
        phrases[i]?.sure.has(document) ||
        fields.some((field) => hasPhrase(field, unit.phrases)),
    );
  }
  return units.length < 2 || fields.some((field) => hasNear(field, units));
}

function inEvery(sets: readonly Set<number>[]): number[] {
  const [smallest, ...others] = [...sets].sort((a, b) => a.size - b.size);
  if (!smallest) return [];
  return [...smallest].filter((document) => others.every((set) => set.has(document)));
}

/**
 * The entries that answer a query, strictest first: its parts together; if none, every
 * part anywhere; if none, any part. "extended time" finds the entries about extended (or
 * extra, or more) time, not every entry that says "extend" and "time" somewhere.
 */
function matchingDocuments(index: SearchIndex, units: readonly QueryUnit[]): number[] {
  const phrases = units.map((unit) => (unit.phrase ? documentsWithPhrase(index, unit) : null));
  const phrased = units.map((unit, i) => phrases[i]?.found ?? documentsWithUnit(index, unit));
  const strict = inEvery(phrased).filter((document) => together(index, document, units, phrases));
  if (strict.length) return strict;
  const perUnit = units.map((unit) => documentsWithUnit(index, unit));
  const everyPart = inEvery(perUnit);
  if (everyPart.length) return everyPart;
  return [...new Set(perUnit.flatMap((set) => [...set]))];
}

interface Scored {
  position: number;
  score: number;
}

// Best first; equal ranks keep the library's order: category, then key number.
function byScore(a: Scored, b: Scored): number {
  return b.score - a.score || a.position - b.position;
}

function fullyRanked(index: SearchIndex, positions: readonly number[], query: SearchQuery) {
  return positions
    .flatMap((position) => {
      const document = index.documents[position];
      return document ? [{ position, score: relevance(document, query) }] : [];
    })
    .sort(byScore)
    .map(({ position }) => position);
}

// The best SEARCH_RESULTS_MAX by rough score, best first: a threshold from a numeric sort
// of the scores, so only the entries above it are sorted as objects.
function roughlyRanked(index: SearchIndex, positions: readonly number[], stems: RoughStems) {
  const scores = index.stemScores(stems);
  const sorted = Float64Array.from(positions, (position) => scores[position] ?? 0).sort();
  const threshold = sorted[Math.max(0, sorted.length - SEARCH_RESULTS_MAX)] ?? 0;
  return positions
    .flatMap((position) => {
      const score = scores[position] ?? 0;
      return score >= threshold ? [{ position, score }] : [];
    })
    .sort(byScore)
    .map(({ position }) => position);
}

/**
 * The found entries, most relevant first: all ranked in full when they are few; otherwise
 * the best `FULLY_RANKED` by a rough score ranked in full, then the rest up to the limit in
 * the rough score's order.
 */
function rankDocuments(index: SearchIndex, positions: readonly number[], query: SearchQuery) {
  if (positions.length <= FULLY_RANKED) return fullyRanked(index, positions, query);
  const rough = roughlyRanked(index, positions, roughStemsOf(query));
  return [
    ...fullyRanked(index, rough.slice(0, FULLY_RANKED), query),
    ...rough.slice(FULLY_RANKED, SEARCH_RESULTS_MAX),
  ];
}

/**
 * Searches the library as a teacher types, in memory: a key such as "L12" first; then the
 * entries with every part of the query (misspellings corrected, the last word as a prefix,
 * synonyms as alternatives), most relevant first; if none has them all, any of them.
 */
export function searchAccommodations(index: SearchIndex, query: string): SearchResponse {
  const key = KEY_QUERY.exec(query);
  const exact = key ? index.documentOf(`${key[1]?.toUpperCase()}${key[2]}`) : undefined;
  const parsed = parseQuery(index, query);
  const { units, correctedQuery } = parsed;
  const found = matchingDocuments(index, units).filter((position) => position !== exact);
  const ranked = rankDocuments(index, found, parsed);
  const results = (exact === undefined ? ranked : [exact, ...ranked])
    .slice(0, SEARCH_RESULTS_MAX)
    .flatMap((document) => index.documents[document]?.summary ?? []);
  return { query, correctedQuery, results };
}
