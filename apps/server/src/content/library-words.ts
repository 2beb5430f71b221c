import type { Library } from '@trellis/shared/content';

/** Shortest word kept: shorter ones are too ambiguous to correct a typo towards. */
const MIN_LENGTH = 3;
const MAX_LENGTH = 64;

/** The lower-case words of a text: letters and digits, apostrophes dropped. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= MIN_LENGTH && word.length <= MAX_LENGTH);
}

/**
 * Every distinct word a teacher might search for: the accommodations' text and the names
 * of needs and strengths. Search corrects a misspelt term to the closest of these.
 */
export function libraryWords(library: Library): string[] {
  const words = new Set<string>();
  const add = (text: string) => wordsOf(text).forEach((word) => words.add(word));
  for (const entry of library.accommodations) {
    [
      entry.key,
      entry.title,
      entry.subtitle,
      entry.description,
      entry.considerations,
      ...entry.examples,
    ].forEach(add);
  }
  for (const category of library.needCategories) category.needs.forEach((need) => add(need.name));
  for (const category of library.strengthCategories)
    category.strengths.forEach((strength) => add(strength.name));
  return [...words].sort();
}
