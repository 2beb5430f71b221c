import type { SearchResponse } from '@trellis/shared/search';
import { SEARCH_RESULTS_MAX } from '@trellis/shared/search';
import type { Db } from '../../db/client';
import {
  type SearchTerms,
  accommodationByKey,
  closestWord,
  isPrefixOfWord,
  knownWords,
  matchingAccommodations,
} from './search.repository';
import { SYNONYM_WORDS, phraseWords, synonymVariants } from './synonyms';

/** Words this short are never "corrected": too little to guess from ("to", "iep"). */
const SHORTEST_CORRECTED = 3;
/** Most words of a query that are searched. */
const MAX_WORDS = 12;

const KEY_QUERY = /^\s*([bcla])\s*-?\s*([1-9][0-9]{0,5})\s*$/i;

/**
 * Corrects each misspelt word to the closest word of the library. Words of the synonym
 * list are kept as typed, and so is the last word when a library word starts with it
 * (it may be unfinished).
 */
async function correctWords(db: Db, words: string[]): Promise<string[]> {
  const known = await knownWords(db, words);
  return Promise.all(
    words.map(async (word, index) => {
      if (known.has(word) || SYNONYM_WORDS.has(word)) return word;
      if (word.length <= SHORTEST_CORRECTED || /^[0-9]+$/.test(word)) return word;
      if (index === words.length - 1 && (await isPrefixOfWord(db, word))) return word;
      return (await closestWord(db, word)) ?? word;
    }),
  );
}

/** One variant as `to_tsquery` text: all its words, the unfinished last one as a prefix. */
function allOf(words: string[], prefix: string | undefined): string {
  const terms = words.map((word, i) =>
    i === words.length - 1 && word === prefix ? `${word}:*` : word,
  );
  return `(${terms.join(' & ')})`;
}

/**
 * The queries of one search: the typed words (ranked highest), the typed words or any
 * synonym variant (what matches), and the words as a phrase in the order typed. Words the
 * library never uses ("kid") are left out of the matching, or nothing would match.
 */
async function searchTerms(
  db: Db,
  words: string[],
  prefix: string | undefined,
): Promise<SearchTerms | null> {
  const variants = synonymVariants(words);
  const usable = await knownWords(db, [...new Set(variants.flat())]);
  if (prefix) usable.add(prefix);
  const searchable = variants
    .map((variant) => variant.filter((word) => usable.has(word) || /^[0-9]+$/.test(word)))
    .filter((variant) => variant.length > 0);
  const [typed] = searchable;
  if (!typed) return null;
  return {
    all: searchable.map((variant) => allOf(variant, prefix)).join(' | '),
    any: [...new Set(searchable.flat())].join(' | '),
    primary: allOf(typed, prefix),
    phrase: words.join(' '),
  };
}

/**
 * Searches the library as a teacher types: a key such as "L12" first; then every word
 * (misspellings corrected, the last word as a prefix, synonyms as alternatives) ranked by
 * relevance; if nothing has every word, whatever has any of them.
 */
export async function searchAccommodations(db: Db, query: string): Promise<SearchResponse> {
  const key = KEY_QUERY.exec(query);
  const exact = key ? await accommodationByKey(db, `${key[1]?.toUpperCase()}${key[2]}`) : undefined;

  const typed = phraseWords(query).slice(0, MAX_WORDS);
  const words = await correctWords(db, typed);
  const corrected = words.some((word, i) => word !== typed[i]) ? words.join(' ') : null;
  // The last word may be unfinished: it matches as a prefix unless it was corrected.
  const last = typed.at(-1);
  const prefix = last !== undefined && words.at(-1) === last ? last : undefined;
  const terms = words.length ? await searchTerms(db, words, prefix) : null;
  let rows = terms ? await matchingAccommodations(db, terms, 'all', SEARCH_RESULTS_MAX) : [];
  if (terms && rows.length === 0)
    rows = await matchingAccommodations(db, terms, 'any', SEARCH_RESULTS_MAX);
  const ranked = exact ? [exact, ...rows.filter((row) => row.key !== exact.key)] : rows;
  return {
    query,
    correctedQuery: corrected,
    results: ranked
      .slice(0, SEARCH_RESULTS_MAX)
      .map(({ rank: _rank, number: _number, ...row }) => ({
        ...row,
        category: row.category as SearchResponse['results'][number]['category'],
        tier: row.tier as SearchResponse['results'][number]['tier'],
      })),
  };
}
