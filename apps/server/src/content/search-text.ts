import { stemmer } from 'stemmer';

/**
 * Words too common to search for on their own: left out when a word must appear anywhere
 * in an entry ("read the test to him" needs "read" and "test"), but kept inside a phrase
 * ("text to speech" is not "text speech"). Short on purpose: "more", "down" and "out" carry
 * meaning in "more time", "calm down" and "out of seat".
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or of to in on at for with by from as is are was were be been it its he him ' +
    'his she her they them their this that these those i me my we our you your do does did ' +
    'has have had so if into than then there can'
  ).split(' '),
);

/** Whether a word is too common to search for on its own. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** The words of a text as search compares them: lower case, hyphens and punctuation as spaces. */
export function phraseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A word's stem ("extended" → "extend"), so "extend", "extended" and "extending" match. */
export function stemOf(word: string): string {
  // Numbers and keys ("l12") are not English words.
  return /[0-9]/.test(word) ? word : stemmer(word);
}
