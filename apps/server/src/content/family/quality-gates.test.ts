import { describe, expect, it } from 'vitest';
import { familyTextQualityProblems } from './quality-gates';
import { createSpellChecker } from './spelling';

// The quality gates of one entry (issue 24, decision 029): the details are spelled, the prose
// is scored.
describe('familyTextQualityProblems', () => {
  const spanish = createSpellChecker('es', []);
  const entry = {
    title: 'Más tiempo en los exámenes',
    text: 'Su hijo o hija tiene más tiempo para terminar los exámenes. Así no se apura.',
  };

  it('passes an easy, well spelt entry with its details', () => {
    const details = { setting: 'todas las clases', provider: 'el maestro o maestra de la clase' };
    expect(familyTextQualityProblems('es', { ...entry, details }, spanish)).toEqual([]);
  });

  it('names a misspelt word in a detail', () => {
    const details = { setting: 'todas las clases', provider: 'el maestro de la classe' };
    expect(familyTextQualityProblems('es', { ...entry, details }, spanish)).toEqual([
      'unknown spelling: classe (fix, or add to the allow-list)',
    ]);
  });

  it('does not score a long detail for how easy it reads', () => {
    // Scored with the text, this would read at 12, far below the gate's 65.
    const when =
      'cuando sea necesario según las recomendaciones establecidas administrativamente por especialistas institucionales correspondientes, considerando evaluaciones anteriores';
    expect(familyTextQualityProblems('es', { ...entry, details: { when } }, spanish)).toEqual([]);
  });
});
