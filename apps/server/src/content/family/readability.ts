import readability from 'text-readability';
import { sentenceCount, wordsOf } from './words';

/** English readability as a US school grade (Flesch–Kincaid, by the text-readability library). */
export function englishGrade(text: string): number {
  return readability.fleschKincaidGrade(text);
}

// Strong vowels form separate syllables when they meet (hiatus); an accented i or u is strong
// too ("día", "reúne"). Weak vowels (i, u, ü, and y at the end of a word) join a neighbour into
// one syllable (a diphthong: "bien", "hoy").
const STRONG = new Set([...'aeoáéóíú']);
const VOWEL = /[aeiouáéíóúü]/;

/**
 * The syllables of a Spanish word, by its vowel groups: each group is one syllable, plus one
 * for every pair of strong vowels side by side. A word with no vowel ("y") has one.
 */
export function spanishSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/y$/, 'i');
  let syllables = 0;
  let previous = '';
  for (const letter of letters) {
    if (VOWEL.test(letter)) {
      const startsGroup = !VOWEL.test(previous);
      const hiatus = !startsGroup && STRONG.has(letter) && STRONG.has(previous);
      if (startsGroup || hiatus) syllables += 1;
    }
    previous = letter;
  }
  return Math.max(1, syllables);
}

/**
 * Szigriszt-Pazos perspicuity (1993), the Spanish adaptation of Flesch's reading ease:
 * 206.835 − 62.3 × syllables/word − words/sentence. Read on the INFLESZ scale
 * (Barrio-Cantalejo et al., 2008): see `infleszBand`.
 */
export function szigrisztPazos(text: string): number {
  const words = wordsOf(text);
  if (words.length === 0) return 0;
  const syllables = words.reduce((sum, word) => sum + spanishSyllables(word), 0);
  const score = 206.835 - (62.3 * syllables) / words.length - words.length / sentenceCount(text);
  return Math.round(score * 10) / 10;
}

/** The INFLESZ band of a Szigriszt-Pazos score, in the scale's own Spanish words. */
export function infleszBand(score: number): string {
  if (score < 40) return 'muy difícil';
  if (score < 55) return 'algo difícil';
  if (score < 65) return 'normal';
  if (score <= 80) return 'bastante fácil';
  return 'muy fácil';
}
