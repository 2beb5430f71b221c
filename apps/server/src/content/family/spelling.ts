import dictionaryEn from 'dictionary-en';
import dictionaryEs from 'dictionary-es';
import nspell from 'nspell';
import type { FamilyLocale } from '@trellis/shared/locales';
import { wordsOf } from './words';

const DICTIONARIES = { en: dictionaryEn, es: dictionaryEs } satisfies Record<FamilyLocale, unknown>;

/** Spells words against a language's Hunspell dictionary plus the reviewed allow-list. */
export interface SpellChecker {
  /** The words of `text` the dictionary and the allow-list do not know, each once. */
  misspelled(text: string): string[];
}

/** Apostrophes as typed in YAML; Hunspell dictionaries spell them straight. */
const straighten = (word: string) => word.replace(/’/g, "'");

const ENCLITICS = /(?:me|te|se|nos|os|les?|l[oa]s?)$/;

/**
 * Spanish joins object pronouns to commands and infinitives ("ayúdele", "léaselo",
 * "hacerlo"); the Hunspell dictionary lists few such forms. The word is known when, without
 * up to two such pronouns and the accent they required, its verb form is.
 */
function knownWithoutEnclitics(word: string, correct: (stem: string) => boolean): boolean {
  let stem = word.toLowerCase();
  for (let i = 0; i < 2 && ENCLITICS.test(stem); i++) {
    stem = stem.replace(ENCLITICS, '');
    if (stem.length < 2) return false;
    const unaccented = stem
      .normalize('NFD')
      .replace(/\u0301/g, '')
      .normalize('NFC');
    if (correct(stem) || correct(unaccented)) return true;
  }
  return false;
}

export function createSpellChecker(locale: FamilyLocale, allowed: Iterable<string>): SpellChecker {
  const { aff, dic } = DICTIONARIES[locale];
  const speller = nspell({ aff: Buffer.from(aff), dic: Buffer.from(dic) });
  const allowList = new Set([...allowed].map((word) => word.toLowerCase()));
  const known = (word: string): boolean =>
    /\d/.test(word) ||
    allowList.has(word.toLowerCase()) ||
    speller.correct(word) ||
    // A capital at a sentence's start is not a spelling.
    speller.correct(word.toLowerCase()) ||
    (locale === 'es' && knownWithoutEnclitics(word, (stem) => speller.correct(stem))) ||
    // "step-by-step", "sí-no": every part of a hyphenated word is a word.
    (word.includes('-') && word.split('-').every((part) => part === '' || known(part)));
  return {
    misspelled(text) {
      const unknown = wordsOf(text)
        .map(straighten)
        .map((word) => word.replace(/'s$/, ''))
        .filter((word) => !known(word));
      return [...new Set(unknown)];
    },
  };
}
