import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Library } from '@trellis/shared/content';
import { familyProse } from '@trellis/shared/family-text';
import { FAMILY_LOCALES, type FamilyLocale } from '@trellis/shared/locales';
import type { ContentError } from '../content-error';
import { CONTENT_FILES, contentFileLabel } from '../read-content-files';
import { familyTextQualityProblems, readingScore } from './quality-gates';
import { createSpellChecker } from './spelling';

/** The reviewed words a language's dictionary lacks: one per line, a reason after a tab. */
export const allowedWordsPath = (locale: FamilyLocale) => `family/${locale}/allowed-words.txt`;

async function readAllowedWords(contentDir: string, locale: FamilyLocale): Promise<string[]> {
  const text = await readFile(join(contentDir, allowedWordsPath(locale)), 'utf8');
  return text
    .split('\n')
    .map((line) => line.split('\t')[0]?.trim() ?? '')
    .filter((word) => word !== '' && !word.startsWith('#'));
}

/** The name errors give the family text file of a category in a language. */
function familyFileLabel(prefix: string, locale: FamilyLocale): string {
  const spec = CONTENT_FILES.find(
    (candidate) =>
      candidate.kind === 'family-text' &&
      candidate.prefix === prefix &&
      candidate.locale === locale,
  );
  return spec ? contentFileLabel(spec) : `content/family/${locale}`;
}

/** The quality gates' verdict on a library's family text: problems, and each language's scores. */
export interface FamilyQualityReport {
  problems: ContentError[];
  scores: Record<FamilyLocale, number[]>;
}

/**
 * Runs the quality gates (how easy it reads, spelling against Hunspell and the reviewed
 * allow-lists) over every entry's family text in every language. Slow to start (the
 * dictionaries load in about two seconds), so it runs in the content check, not at start-up.
 */
export async function checkFamilyQuality(
  library: Library,
  contentDir: string,
): Promise<FamilyQualityReport> {
  const problems: ContentError[] = [];
  const scores = { en: [], es: [] } as Record<FamilyLocale, number[]>;
  for (const locale of FAMILY_LOCALES) {
    const speller = createSpellChecker(locale, await readAllowedWords(contentDir, locale));
    for (const entry of library.accommodations) {
      const text = library.family.texts[entry.key]?.[locale];
      if (!text) continue;
      scores[locale].push(readingScore(locale, familyProse(text)).value);
      const file = familyFileLabel(entry.category, locale);
      for (const message of familyTextQualityProblems(locale, text, speller)) {
        problems.push({ file, entry: entry.key, field: '', message });
      }
    }
  }
  return { problems, scores };
}
