import type { SearchIndex } from '../../content/search-index';
import { isStopWord, phraseWords, stemOf } from '../../content/search-text';
import { SYNONYM_WORDS, synonymSlots } from './synonyms';

/** Words this short are never "corrected": too little to guess from ("to", "iep"). */
const SHORTEST_CORRECTED = 3;
/** Most words of a query that are searched. */
const MAX_WORDS = 12;

const NUMBER = /^[0-9]+$/;

/** One way to say a part of the query: its stems in order, stop words kept. */
export interface Phrase {
  stems: readonly string[];
  /** Its stems without stop words: what must appear when its words need not be together. */
  content: readonly string[];
  /** As the teacher typed it (not a synonym): counts more in the ranking. */
  typed: boolean;
}

/** A part of the query a result should contain: a word, or a phrase with its synonyms. */
export interface QueryUnit {
  /** Index of its first and last word in the query. */
  at: number;
  end: number;
  /** The ways to say it, any of which will do. */
  phrases: readonly Phrase[];
  /** Those of them as typed. */
  typedPhrases: readonly Phrase[];
  /** A synonym phrase: it must appear as a phrase, not as words here and there. */
  phrase: boolean;
}

/** A query as search runs it. */
export interface SearchQuery {
  units: QueryUnit[];
  /** The words searched for, after corrections. */
  words: string[];
  /** The stems of the words typed, stop words left out, each once. */
  typedStems: string[];
  /** The query after corrections, or null when no word was corrected. */
  correctedQuery: string | null;
}

function phraseOf(stems: readonly string[], typed: boolean): Phrase {
  const content = stems.filter((stem) => !isStopWord(stem));
  return { stems, content: content.length ? content : stems, typed };
}

function unitOf(at: number, end: number, phrases: Phrase[], phrase: boolean): QueryUnit {
  return { at, end, phrases, typedPhrases: phrases.filter((p) => p.typed), phrase };
}

/**
 * Corrects each misspelt word to the closest word of the library. Words of the synonym
 * list are kept as typed, and so is the last word when a library word starts with it
 * (it may be unfinished).
 */
function correctWords(index: SearchIndex, words: string[]): string[] {
  return words.map((word, i) => {
    if (index.isWord(word) || SYNONYM_WORDS.has(word)) return word;
    if (word.length <= SHORTEST_CORRECTED || NUMBER.test(word)) return word;
    if (i === words.length - 1 && index.wordsStartingWith(word).length > 0) return word;
    return index.closestWord(word) ?? word;
  });
}

/**
 * A word of the query outside synonym phrases. The last one may be unfinished: it also
 * stands for the library words it starts ("manipul" → manipulatives). Words the library
 * never uses ("kid") and stop words are left out, or nothing would match.
 */
function wordUnit(index: SearchIndex, word: string, at: number, unfinished: boolean) {
  if (isStopWord(word)) return [];
  const words = unfinished ? [word, ...index.wordsStartingWith(word)] : [word];
  const stems = [...new Set(words.filter((w) => index.isWord(w) || NUMBER.test(w)).map(stemOf))];
  if (stems.length === 0) return [];
  return [
    unitOf(
      at,
      at,
      stems.map((stem) => phraseOf([stem], true)),
      false,
    ),
  ];
}

/** Reads a query: corrections, synonym phrases, the last word as a prefix. */
export function parseQuery(index: SearchIndex, query: string): SearchQuery {
  const typed = phraseWords(query).slice(0, MAX_WORDS);
  const words = correctWords(index, typed);
  const corrected = words.some((word, i) => word !== typed[i]) ? words.join(' ') : null;
  const last = words.length - 1;
  // The last word may be unfinished: it matches as a prefix unless it was corrected.
  const unfinished = last >= 0 && words[last] === typed[last];
  const slots = synonymSlots(words);
  const units: QueryUnit[] = [];
  words.forEach((word, at) => {
    const slot = slots.find((candidate) => candidate.at === at);
    if (slot) {
      const phrases = slot.phrases.map((phrase) =>
        phraseOf(phrase.map(stemOf), phrase === slot.typed),
      );
      units.push(unitOf(at, slot.end, phrases, true));
    } else if (!slots.some((taken) => at > taken.at && at <= taken.end)) {
      units.push(...wordUnit(index, word, at, unfinished && at === last));
    }
  });
  const typedStems = new Set(units.flatMap((unit) => unit.typedPhrases.flatMap((p) => p.content)));
  return { units, words, typedStems: [...typedStems], correctedQuery: corrected };
}
