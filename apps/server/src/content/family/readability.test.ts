import { describe, expect, it } from 'vitest';
import { englishGrade, infleszBand, spanishSyllables, szigrisztPazos } from './readability';
import { sentenceCount, wordsOf } from './words';

describe('spanishSyllables', () => {
  it.each([
    ['casa', 2],
    ['escuela', 3], // es-cue-la: a diphthong
    ['ciudad', 2], // ciu-dad
    ['maestro', 3], // ma-es-tro: two strong vowels split
    ['día', 2], // dí-a: an accented i is strong
    ['continúa', 4],
    ['hoy', 1], // y at the end joins the vowel
    ['y', 1],
    ['acomodación', 5],
    ['guitarra', 3],
  ])('%s has %i', (word, syllables) => {
    expect(spanishSyllables(word)).toBe(syllables);
  });
});

describe('szigrisztPazos', () => {
  it('computes 206.835 − 62.3 × syllables/word − words/sentence', () => {
    // 6 words, 11 syllables, 1 sentence: 206.835 − 62.3 × 11 / 6 − 6 = 86.6
    expect(szigrisztPazos('La casa tiene una mesa grande.')).toBeCloseTo(86.6, 1);
  });

  it('scores plain short sentences easier than long ones with long words', () => {
    const plain = 'Su hijo lee con una tableta. La tableta lee en voz alta. Así sigue la clase.';
    const dense =
      'La implementación sistemática de herramientas tecnológicas de lectura automatizada ' +
      'facilita considerablemente la comprensión independiente de contenidos académicos.';
    expect(szigrisztPazos(plain)).toBeGreaterThan(65);
    expect(szigrisztPazos(dense)).toBeLessThan(40);
  });

  it('names the INFLESZ band', () => {
    expect(infleszBand(30)).toBe('muy difícil');
    expect(infleszBand(50)).toBe('algo difícil');
    expect(infleszBand(60)).toBe('normal');
    expect(infleszBand(70)).toBe('bastante fácil');
    expect(infleszBand(85)).toBe('muy fácil');
  });
});

describe('englishGrade', () => {
  it('rates short plain sentences below grade 7 and dense prose above it', () => {
    expect(
      englishGrade('Your child uses a tablet. It reads the text out loud. This helps.'),
    ).toBeLessThan(7);
    expect(
      englishGrade(
        'Implementation of individualized instructional accommodations necessitates ' +
          'collaborative consultation between interdisciplinary educational professionals.',
      ),
    ).toBeGreaterThan(12);
  });
});

describe('words and sentences', () => {
  it('counts accented words and Spanish questions', () => {
    expect(wordsOf('¿Qué puede hacer en casa? Léale un cuento.')).toEqual([
      'Qué',
      'puede',
      'hacer',
      'en',
      'casa',
      'Léale',
      'un',
      'cuento',
    ]);
    expect(sentenceCount('¿Qué puede hacer en casa? Léale un cuento.')).toBe(2);
  });
});
