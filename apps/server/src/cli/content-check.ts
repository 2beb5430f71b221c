import { resolve } from 'node:path';
import { ACCOMMODATION_CATEGORIES, type Library } from '@trellis/shared/content';
import { DEFAULT_CONTENT_DIR } from '../config';
import { formatContentError, loadContent } from '../content/load-content';

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
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
    `${count(library.sameJobGroups.length, 'same-job group')}.`
  );
}

async function main() {
  const dir = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_CONTENT_DIR;
  const result = await loadContent(dir);
  if (result.ok) {
    console.log(summarizeLibrary(result.library));
    return;
  }
  for (const error of result.errors) console.error(formatContentError(error));
  const count = result.errors.length;
  console.error(`Content check failed: ${count} ${count === 1 ? 'problem' : 'problems'}.`);
  process.exitCode = 1;
}

await main();
