import { type FamilyText, familyProse, familyTextFields } from '@trellis/shared/family-text';
import type { FamilyLocale } from '@trellis/shared/locales';
import { englishGrade, infleszBand, szigrisztPazos } from './readability';
import type { SpellChecker } from './spelling';

/** English family text reads at US school grade 7 or below (Flesch–Kincaid). */
export const MAX_ENGLISH_GRADE = 7;
/** Spanish family text is "bastante fácil" or easier on the INFLESZ scale (Szigriszt-Pazos). */
export const MIN_SPANISH_SCORE = 65;

/** How easy an entry's family text reads, in its language's own measure. */
export interface ReadingScore {
  locale: FamilyLocale;
  value: number;
  /** e.g. "grade 6.2" or "71.5, bastante fácil". */
  label: string;
  passes: boolean;
}

export function readingScore(locale: FamilyLocale, text: string): ReadingScore {
  if (locale === 'en') {
    const grade = englishGrade(text);
    return { locale, value: grade, label: `grade ${grade}`, passes: grade <= MAX_ENGLISH_GRADE };
  }
  const score = szigrisztPazos(text);
  return {
    locale,
    value: score,
    label: `${score}, ${infleszBand(score)}`,
    passes: score >= MIN_SPANISH_SCORE,
  };
}

/**
 * The quality problems of one entry's family text in one language: how hard it reads and the
 * words the language's Hunspell dictionary and the reviewed allow-list do not know.
 */
export function familyTextQualityProblems(
  locale: FamilyLocale,
  entry: FamilyText,
  speller: SpellChecker,
): string[] {
  const prose = familyProse(entry);
  const problems: string[] = [];
  const score = readingScore(locale, prose);
  if (!score.passes) {
    problems.push(
      locale === 'en'
        ? `reads at ${score.label}; write for grade ${MAX_ENGLISH_GRADE} or below`
        : `reads at ${score.label} (Szigriszt-Pazos); write for ${MIN_SPANISH_SCORE} or more`,
    );
  }
  // Every field is spelled; only the prose is scored (the title and details are phrases).
  const misspelled = speller.misspelled(
    familyTextFields(entry)
      .map(([, text]) => text)
      .join('. '),
  );
  if (misspelled.length > 0) {
    problems.push(`unknown spelling: ${misspelled.join(', ')} (fix, or add to the allow-list)`);
  }
  return problems;
}
