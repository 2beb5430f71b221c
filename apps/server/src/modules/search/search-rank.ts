import {
  FIELD_WEIGHTS,
  type FieldPositions,
  type SearchDocument,
  repeated,
} from '../../content/search-index';
import { hasNear, hasPhrase, phraseCount } from './search-match';
import type { Phrase, QueryUnit, SearchQuery } from './search-query';

/** What the words as typed weigh against a synonym of them. */
const TYPED_WEIGHT = 3;
/** A title with every part of the query, as typed / said some other way. */
const TITLE_HAS_TYPED = 2;
const TITLE_HAS_SYNONYMS = 1;
/** A title with the parts of the query in the order typed ("text to speech"). */
const TITLE_IN_ORDER = 2;
/** A title with the very words typed, not only words of the same stem ("reading aloud"). */
const TITLE_AS_TYPED = 1.5;
/** A phrase whose words all appear in a field, but not together, counts this much. */
const SCATTERED = 0.5;
/** Each further way an entry says a part of the query adds this share of its score. */
const FURTHER_WAYS = 0.3;

function fieldScore(field: FieldPositions, phrase: Phrase): number {
  const together = phraseCount(field, phrase, 3);
  if (together > 0) return repeated(together);
  if (phrase.stems.length === 1) return 0;
  let present = 0;
  for (const stem of phrase.content) if (field.has(stem)) present += 1;
  return (SCATTERED * present) / phrase.content.length;
}

function phraseScore(document: SearchDocument, phrase: Phrase): number {
  let score = 0;
  document.fields.forEach((field, i) => {
    score += (FIELD_WEIGHTS[i] ?? 0) * fieldScore(field, phrase);
  });
  // A synonym of several words is more telling than one of a single word.
  return score * (phrase.typed ? TYPED_WEIGHT : Math.min(2, phrase.content.length));
}

// The typed words one by one, wherever they are: an entry that keeps coming back to them
// ("reads", "reader", "read") is more about them.
function typedWordsScore(document: SearchDocument, stems: readonly string[]): number {
  if (stems.length === 0) return 0;
  let score = 0;
  document.fields.forEach((field, i) => {
    for (const stem of stems) {
      const count = field.get(stem)?.length ?? 0;
      if (count > 0) score += (FIELD_WEIGHTS[i] ?? 0) * repeated(count);
    }
  });
  return score / stems.length;
}

/** The stems a rough score reads, each with its weight: those typed three times more. */
export type RoughStems = readonly (readonly [string, number])[];

/**
 * The stems of a query's phrases, each once, for a cheap estimate of `relevance`: where and
 * how often an entry says them (`SearchIndex.stemScores`), without phrases, order or the
 * title's bonuses. It picks the entries worth ranking in full when a query matches many.
 */
export function roughStemsOf({ units }: SearchQuery): RoughStems {
  const weights = new Map<string, number>();
  for (const unit of units) {
    for (const phrase of unit.phrases) {
      const weight = phrase.typed ? TYPED_WEIGHT : 1;
      for (const stem of phrase.content) {
        weights.set(stem, Math.max(weights.get(stem) ?? 0, weight));
      }
    }
  }
  return [...weights];
}

function hasRun(words: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return false;
  for (let i = 0; i + run.length <= words.length; i += 1) {
    if (run.every((word, j) => words[i + j] === word)) return true;
  }
  return false;
}

function titleBonus(title: FieldPositions, units: readonly QueryUnit[]): number {
  let bonus = 0;
  if (units.every((unit) => hasPhrase(title, unit.typedPhrases))) bonus += TITLE_HAS_TYPED;
  else if (units.every((unit) => hasPhrase(title, unit.phrases))) bonus += TITLE_HAS_SYNONYMS;
  if (units.length > 1 && hasNear(title, units)) bonus += TITLE_IN_ORDER;
  return bonus;
}

/**
 * How well an entry answers a query: each part counts by the best way it is said there
 * (title over subtitle over description over the rest, as typed three times a synonym),
 * and a title that says it all, in the order typed, counts most.
 */
export function relevance(
  document: SearchDocument,
  { units, words, typedStems }: SearchQuery,
): number {
  let score = typedWordsScore(document, typedStems);
  for (const unit of units) {
    let best = 0;
    let all = 0;
    for (const phrase of unit.phrases) {
      const each = phraseScore(document, phrase);
      best = Math.max(best, each);
      all += each;
    }
    score += best + FURTHER_WAYS * (all - best);
  }
  if (hasRun(document.titleWords, words)) score += TITLE_AS_TYPED;
  const [title] = document.fields;
  return title ? score + titleBonus(title, units) : score;
}
