import type { Accommodation, Library } from '@trellis/shared/content';
import type { AccommodationSummary } from '@trellis/shared/search';
import { libraryWords } from './library-words';
import { phraseWords, stemOf } from './search-text';
import { wordCorrector } from './word-corrections';

/**
 * How much a word counts in each field of an entry, in field order: key and title, subtitle,
 * description, then considerations and examples (PostgreSQL's default A–D weights).
 */
export const FIELD_WEIGHTS = [1, 0.4, 0.2, 0.1] as const;

/** Positions skipped between two examples, so a phrase never runs from one into the next. */
const EXAMPLE_GAP = 100;

/** Most library words one unfinished word stands for ("tim" → time, timer, timing…). */
const PREFIX_WORDS_MAX = 64;

/** A field that repeats a word is more about it, up to a point: 1, 1.5, 2. */
export function repeated(count: number): number {
  return 1 + 0.5 * Math.min(count - 1, 2);
}

/** One field of an entry: where each stem occurs, counting every word (stop words too). */
export type FieldPositions = ReadonlyMap<string, readonly number[]>;

/** An entry as search reads it. */
export interface SearchDocument {
  /** What a result shows, built once and shared by every answer. */
  summary: AccommodationSummary;
  /** The entry's fields in the order of FIELD_WEIGHTS. */
  fields: readonly FieldPositions[];
  /** The title's words as written (not stemmed): a title that says exactly what was typed. */
  titleWords: readonly string[];
}

/** The library prepared for search: built once when the library is indexed. */
export interface SearchIndex {
  /** Entries in library order (category, then key number): the order of equal ranks. */
  documents: readonly SearchDocument[];
  /** Positions in `documents`, ascending, of the entries whose text has a stem. */
  documentsWith(stem: string): readonly number[];
  /**
   * Positions in `documents`, ascending, of the entries with one stem followed by another
   * in one field, right after it (`apart` 1) or with one word between (2): the phrases a
   * search asks for are found without reading every entry that has their words.
   */
  documentsWithPair(first: string, second: string, apart: 1 | 2): readonly number[];
  /**
   * For each entry, how much it says the stems (each by its weight): field weights, repeats
   * counting more. Read from the postings, so it costs what the stems occur, not the size of
   * the library; the array is reused, valid until the next call.
   */
  stemScores(stems: readonly (readonly [string, number])[]): Float64Array;
  /** Position in `documents` of the entry with this key (upper case). */
  documentOf(key: string): number | undefined;
  /** Whether the library uses the word (its text or a need or strength name). */
  isWord(word: string): boolean;
  /** Library words that start with an unfinished word, shortest list first. */
  wordsStartingWith(prefix: string): string[];
  /** The library word closest to a misspelt one, if one is close enough. */
  closestWord(word: string): string | null;
}

// Stemming is the slow part of indexing, and the library repeats its words.
function stemmerWithMemory(): (word: string) => string {
  const stems = new Map<string, string>();
  return (word) => {
    let stem = stems.get(word);
    if (stem === undefined) {
      stem = stemOf(word);
      stems.set(word, stem);
    }
    return stem;
  };
}

/** Numbers for stems: pairs of them are keyed by a number, far cheaper than a string. */
class StemNumbers {
  private readonly numbers = new Map<string, number>();

  numberOf(stem: string): number {
    let number = this.numbers.get(stem);
    if (number === undefined) {
      number = this.numbers.size;
      this.numbers.set(stem, number);
    }
    return number;
  }

  known(stem: string): number | undefined {
    return this.numbers.get(stem);
  }
}

// Exact for up to 2^25 stems, far more than any library has.
function pairKey(first: number, second: number, apart: number): number {
  return (first * 2 ** 25 + second) * 2 + apart - 1;
}

/** What reading an entry's texts collects besides positions: the stem pairs it has. */
interface Reader {
  stemmed: (word: string) => string;
  stems: StemNumbers;
  pairs: Set<number>;
}

function fieldPositions(texts: readonly string[], reader: Reader): FieldPositions {
  const positions = new Map<string, number[]>();
  let position = 0;
  for (const text of texts) {
    let before = -1;
    let twoBefore = -1;
    for (const word of phraseWords(text)) {
      const stem = reader.stemmed(word);
      const listed = positions.get(stem);
      if (listed) listed.push(position);
      else positions.set(stem, [position]);
      const number = reader.stems.numberOf(stem);
      if (before >= 0) reader.pairs.add(pairKey(before, number, 1));
      if (twoBefore >= 0) reader.pairs.add(pairKey(twoBefore, number, 2));
      twoBefore = before;
      before = number;
      position += 1;
    }
    position += EXAMPLE_GAP;
  }
  return positions;
}

function documentOf(entry: Accommodation, reader: Reader): SearchDocument {
  const { key, category, title, subtitle, tier, modification } = entry;
  return {
    summary: { key, category, title, subtitle, tier, modification },
    fields: [
      fieldPositions([`${key} ${title}`], reader),
      fieldPositions([subtitle], reader),
      fieldPositions([entry.description], reader),
      fieldPositions([entry.considerations, ...entry.examples], reader),
    ],
    titleWords: phraseWords(title),
  };
}

function addTo<K>(postings: Map<K, number[]>, key: K, document: number) {
  const listed = postings.get(key);
  if (!listed) postings.set(key, [document]);
  else if (listed.at(-1) !== document) listed.push(document);
}

// The first position in a sorted list whose word is not before `prefix`.
function lowerBound(sorted: readonly string[], prefix: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

function stemWeight(document: SearchDocument, stem: string): number {
  let weight = 0;
  document.fields.forEach((field, i) => {
    const count = field.get(stem)?.length ?? 0;
    if (count > 0) weight += (FIELD_WEIGHTS[i] ?? 0) * repeated(count);
  });
  return weight;
}

function stemScorer(documents: readonly SearchDocument[], postings: Map<string, number[]>) {
  const weights = new Map<string, Float64Array>();
  for (const [stem, list] of postings) {
    weights.set(
      stem,
      Float64Array.from(list, (position) =>
        stemWeight(documents[position] as SearchDocument, stem),
      ),
    );
  }
  const scores = new Float64Array(documents.length);
  let scored: number[] = [];
  return (stems: readonly (readonly [string, number])[]): Float64Array => {
    for (const position of scored) scores[position] = 0;
    scored = [];
    for (const [stem, weight] of stems) {
      const list = postings.get(stem) ?? [];
      const each = weights.get(stem) ?? new Float64Array();
      list.forEach((position, i) => {
        if (scores[position] === 0) scored.push(position);
        scores[position] = (scores[position] ?? 0) + weight * (each[i] ?? 0);
      });
    }
    return scores;
  };
}

/** Builds the search index of a library (inverted index of stems, word list for corrections). */
export function indexForSearch(library: Library): SearchIndex {
  const stemmed = stemmerWithMemory();
  const stems = new StemNumbers();
  const postings = new Map<string, number[]>();
  const pairPostings = new Map<number, number[]>();
  const documents = library.accommodations.map((entry, index) => {
    const reader = { stemmed, stems, pairs: new Set<number>() };
    const document = documentOf(entry, reader);
    for (const field of document.fields) {
      for (const stem of field.keys()) addTo(postings, stem, index);
    }
    for (const pair of reader.pairs) addTo(pairPostings, pair, index);
    return document;
  });
  const byKey = new Map(documents.map((document, index) => [document.summary.key, index]));
  const stemScores = stemScorer(documents, postings);
  const words = libraryWords(library);
  const known = new Set(words);
  return {
    documents,
    documentsWith: (stem) => postings.get(stem) ?? [],
    documentsWithPair: (first, second, apart) => {
      const [one, other] = [stems.known(first), stems.known(second)];
      if (one === undefined || other === undefined) return [];
      return pairPostings.get(pairKey(one, other, apart)) ?? [];
    },
    stemScores,
    documentOf: (key) => byKey.get(key),
    isWord: (word) => known.has(word),
    wordsStartingWith: (prefix) => {
      const found: string[] = [];
      for (let i = lowerBound(words, prefix); found.length < PREFIX_WORDS_MAX; i += 1) {
        const word = words[i];
        if (word === undefined || !word.startsWith(prefix)) break;
        found.push(word);
      }
      return found;
    },
    closestWord: wordCorrector(words),
  };
}
