import type { FieldPositions, SearchIndex } from '../../content/search-index';
import type { Phrase, QueryUnit } from './search-query';

/**
 * Words that may come between two parts of a query found together, beyond those typed
 * between them: "extended time" also finds "extended testing time", not "extended … time"
 * three sentences apart.
 */
const NEAR_EXTRA_WORDS = 1;

// The first position after `after` in a sorted list, if any.
function firstAfter(positions: readonly number[], after: number): number | undefined {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((positions[middle] ?? Infinity) <= after) low = middle + 1;
    else high = middle;
  }
  return positions[low];
}

/**
 * Where the occurrence of a phrase that starts at `start` ends, or -1 when none does: its
 * stems in order, each right after the one before; as typed, a word may come between
 * ("shorter written assignments" is a "shorter assignments"), but a synonym must be said
 * as listed ("extra wait time" is no "extra time").
 */
function endOf(field: FieldPositions, phrase: Phrase, start: number): number {
  const most = phrase.typed ? 1 + NEAR_EXTRA_WORDS : 1;
  let end = start;
  for (let i = 1; i < phrase.stems.length; i += 1) {
    const positions = field.get(phrase.stems[i] ?? '');
    const next = positions && firstAfter(positions, end);
    if (next === undefined || next - end > most) return -1;
    end = next;
  }
  return end;
}

/** How many times a phrase occurs in a field, counting up to `most`. */
export function phraseCount(field: FieldPositions, phrase: Phrase, most = Infinity): number {
  const starts = field.get(phrase.stems[0] ?? '');
  if (!starts) return 0;
  if (phrase.stems.length === 1) return starts.length;
  let count = 0;
  for (const start of starts) {
    if (endOf(field, phrase, start) >= 0 && (count += 1) >= most) break;
  }
  return count;
}

/** Where a unit occurs in a field: the first and last position of each occurrence. */
function occurrences(field: FieldPositions, unit: QueryUnit): [number, number][] {
  const found: [number, number][] = [];
  for (const phrase of unit.phrases) {
    for (const start of field.get(phrase.stems[0] ?? '') ?? []) {
      const end = endOf(field, phrase, start);
      if (end >= 0) found.push([start, end]);
    }
  }
  return found;
}

/**
 * Whether a field has the units in the order typed, each close after the one before
 * ("copying from the board", "sign language interpreter").
 */
export function hasNear(field: FieldPositions, units: readonly QueryUnit[]): boolean {
  const found = units.map((unit) => occurrences(field, unit));
  const follows = (i: number, end: number): boolean => {
    const unit = units[i];
    const previous = units[i - 1];
    if (!unit || !previous) return true;
    const most = unit.at - previous.end + NEAR_EXTRA_WORDS;
    return (found[i] ?? []).some(
      ([start, stop]) => start > end && start - end <= most && follows(i + 1, stop),
    );
  };
  return (found[0] ?? []).some(([, end]) => follows(1, end));
}

/** Whether one of the phrases appears as a phrase in a field. */
export function hasPhrase(field: FieldPositions, phrases: readonly Phrase[]): boolean {
  return phrases.some((phrase) => phraseCount(field, phrase, 1) > 0);
}

function intersect(lists: (readonly number[])[]): number[] {
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
  if (!shortest) return [];
  const sets = others.map((list) => new Set(list));
  return shortest.filter((document) => sets.every((set) => set.has(document)));
}

/** The entries that may have some phrase of a unit, and those known to have one. */
export interface PhraseCandidates {
  found: Set<number>;
  /**
   * Found by a phrase of one or two words: the index of stem pairs says exactly where two
   * words are together, so these need no check of positions.
   */
  sure: Set<number>;
}

/**
 * The entries that may have some phrase of the unit together: those with its first two
 * words together (a longer phrase itself is checked later) and its other words anywhere.
 */
export function documentsWithPhrase(index: SearchIndex, unit: QueryUnit): PhraseCandidates {
  const found = new Set<number>();
  const sure = new Set<number>();
  for (const phrase of unit.phrases) {
    const [first, second, ...rest] = phrase.stems;
    if (first === undefined) continue;
    const starts =
      second === undefined
        ? [index.documentsWith(first)]
        : [
            [
              ...index.documentsWithPair(first, second, 1),
              ...(phrase.typed ? index.documentsWithPair(first, second, 2) : []),
            ],
          ];
    for (const document of intersect([...starts, ...rest.map(index.documentsWith)])) {
      found.add(document);
      if (rest.length === 0) sure.add(document);
    }
  }
  return { found, sure };
}

/** The entries that contain some phrase of the unit, its words anywhere. */
export function documentsWithUnit(index: SearchIndex, unit: QueryUnit): Set<number> {
  const found = new Set<number>();
  for (const phrase of unit.phrases) {
    for (const document of intersect(phrase.content.map(index.documentsWith))) {
      found.add(document);
    }
  }
  return found;
}
