/** Words as readers count them: runs of letters or digits (accents and ñ included). */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/** Sentences: ends at . ! ? (Spanish ¿¡ open them) or at the end of the text. */
export function sentenceCount(text: string): number {
  const sentences = text.split(/[.!?]+(?=\s|$)/).filter((part) => wordsOf(part).length > 0);
  return Math.max(1, sentences.length);
}
