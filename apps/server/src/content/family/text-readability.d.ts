// text-readability ships no types; only what Trellis calls is declared.
declare module 'text-readability' {
  interface Readability {
    /** Flesch–Kincaid grade level: 0.39 × words/sentence + 11.8 × syllables/word − 15.59. */
    fleschKincaidGrade(text: string): number;
  }
  const readability: Readability;
  export default readability;
}
