import { describe, expect, it } from 'vitest';
import { createSpellChecker } from './spelling';

describe('createSpellChecker', () => {
  const english = createSpellChecker('en', ['IEP']);
  const spanish = createSpellChecker('es', ['PEI']);

  it('finds English words the dictionary does not know, once each', () => {
    expect(english.misspelled('The techer reads the techer notes aloud.')).toEqual(['techer']);
  });

  it('knows the allow-list, possessives, capitals and hyphenated words', () => {
    expect(english.misspelled("Your child's IEP says: Check work step-by-step.")).toEqual([]);
  });

  it('uses the US dictionary', () => {
    expect(english.misspelled('colour')).toEqual(['colour']);
  });

  it('knows Spanish accents and commands with joined pronouns', () => {
    expect(spanish.misspelled('¿Qué hace su hijo o hija? Ayúdele y léale el PEI.')).toEqual([]);
  });

  it('flags a Spanish word written without its accent mark', () => {
    expect(spanish.misspelled('La acomodacion ayuda.')).toEqual(['acomodacion']);
  });
});
