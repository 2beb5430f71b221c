/**
 * The least trigram similarity at which a misspelt word is taken for a library word (the
 * measure of PostgreSQL's pg_trgm, which search used before it moved into memory).
 */
export const CORRECTION_THRESHOLD = 0.35;

/** The trigrams of a word as pg_trgm counts them: padded with two spaces before, one after. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) trigrams.add(padded.slice(i, i + 3));
  return trigrams;
}

// A correction is about as long as the word typed: "xylophone" is not a misspelt "phone".
function similarLength(word: string, candidate: string): boolean {
  return Math.abs(candidate.length - word.length) <= Math.max(2, word.length * 0.3);
}

/**
 * Finds the closest word of a fixed list to a misspelt one. Words are found through the
 * trigrams they share with it, so a look-up reads only the few words that could be close.
 */
export function wordCorrector(words: readonly string[]): (word: string) => string | null {
  const trigramCounts = words.map((word) => trigramsOf(word).size);
  const wordsByTrigram = new Map<string, number[]>();
  words.forEach((word, index) => {
    for (const trigram of trigramsOf(word)) {
      const listed = wordsByTrigram.get(trigram);
      if (listed) listed.push(index);
      else wordsByTrigram.set(trigram, [index]);
    }
  });
  return (word) => {
    const own = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const trigram of own) {
      for (const index of wordsByTrigram.get(trigram) ?? []) {
        shared.set(index, (shared.get(index) ?? 0) + 1);
      }
    }
    let best: { word: string; similarity: number } | null = null;
    for (const [index, count] of shared) {
      const candidate = words[index] ?? '';
      const similarity = count / (own.size + (trigramCounts[index] ?? 0) - count);
      if (similarity < CORRECTION_THRESHOLD || !similarLength(word, candidate)) continue;
      // Ties go to the shorter word, then the first in alphabetical order.
      if (
        !best ||
        similarity > best.similarity ||
        (similarity === best.similarity &&
          (candidate.length < best.word.length ||
            (candidate.length === best.word.length && candidate < best.word)))
      ) {
        best = { word: candidate, similarity };
      }
    }
    return best?.word ?? null;
  };
}
