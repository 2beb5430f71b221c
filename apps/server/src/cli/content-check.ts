import { resolve } from 'node:path';
import type { Library } from '@trellis/shared/content';
import { ACCOMMODATION_CATEGORIES } from '@trellis/shared/content-constants';
import { FAMILY_LOCALES } from '@trellis/shared/locales';
import { DEFAULT_CONTENT_DIR } from '../config';
import { checkFamilyQuality } from '../content/family/family-quality';
import { formatContentError, loadContent } from '../content/load-content';

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const [low = 0, high = 0] = [sorted[middle - 1], sorted[middle]];
  return sorted.length % 2 ? high : (low + high) / 2;
}

/** The one-line summary of a library that passed, e.g. for `npm run content:check`. */
function summarizeLibrary(library: Library): string {
  const needs = library.needCategories.reduce((sum, category) => sum + category.needs.length, 0);
  const strengths = library.strengthCategories.reduce(
    (sum, category) => sum + category.strengths.length,
    0,
  );
  const perCategory = ACCOMMODATION_CATEGORIES.map(
    ({ prefix }) =>
      `${prefix} ${library.accommodations.filter((entry) => entry.category === prefix).length}`,
  ).join(', ');
  return (
    `Content OK: ${library.needCategories.length} need categories, ${needs} needs, ` +
    `${strengths} strengths, ${library.accommodations.length} accommodations (${perCategory}), ` +
    `${library.dashboardMessages.length} dashboard messages, ` +
    `${count(library.assessmentPrograms.length, 'assessment program')}, ` +
    `${count(library.sameJobGroups.length, 'same-job group')}, ` +
    `family text in ${FAMILY_LOCALES.join(' and ')}.`
  );
}

function fail(lines: string[]) {
  for (const line of lines) console.error(line);
  console.error(`Content check failed: ${count(lines.length, 'problem')}.`);
  process.exitCode = 1;
}

/**
 * `npm run content:check [-- <dir>]`: the content's schemas and cross-checks (what start-up
 * runs too), then the family text's quality gates: how easy it reads and its spelling.
 */
async function main() {
  const dir = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_CONTENT_DIR;
  const result = await loadContent(dir);
  if (!result.ok) return fail(result.errors.map(formatContentError));
  const quality = await checkFamilyQuality(result.library, dir);
  if (quality.problems.length > 0) return fail(quality.problems.map(formatContentError));
  console.log(summarizeLibrary(result.library));
  console.log(
    `Family text reads at a median Flesch–Kincaid grade of ${median(quality.scores.en)} in ` +
      `English and a median Szigriszt-Pazos score of ${median(quality.scores.es)} in Spanish.`,
  );
}

await main();
