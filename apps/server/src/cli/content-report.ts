import { resolve } from 'node:path';
import { DEFAULT_CONTENT_DIR } from '../config';
import { type ContentReport, contentReport } from '../content/content-report';
import { formatContentError, loadContent } from '../content/load-content';

function print(report: ContentReport) {
  const lines = [
    `Accommodations: ${report.total}`,
    `  by category: ${Object.entries(report.perCategory)
      .map(([prefix, count]) => `${prefix} ${count}`)
      .join(', ')}`,
    `  by tier: ${Object.entries(report.perTier)
      .map(([tier, count]) => `Tier ${tier}: ${count}`)
      .join(', ')}`,
    '',
    'Needs (accommodations · categories · tiers):',
    ...[...report.needs]
      .sort((a, b) => a.accommodations - b.accommodations)
      .map(
        (need) =>
          `  ${String(need.accommodations).padStart(3)} · ${need.categories.join('')} · ${need.tiers.join(',')}  ${need.name}`,
      ),
    '',
    'Strengths used fewest:',
    ...[...report.strengths]
      .sort((a, b) => a.uses - b.uses)
      .slice(0, 10)
      .map((strength) => `  ${String(strength.uses).padStart(3)}  ${strength.name}`),
    '',
    `Needs served mostly by one category (${report.mostlyOneCategory.length}):`,
    ...report.mostlyOneCategory.map(
      (need) => `  ${Math.round(need.share * 100)}% ${need.category}  ${need.name}`,
    ),
    '',
    `Related needs, counted once when both match (${report.relatedPairs.length}):`,
    ...report.relatedPairs.map(([a, b]) => `  ${a} ~ ${b}`),
    '',
    `Entries in no ranking profile's first 20 rows (${report.neverReached.length}):`,
    `  ${report.neverReached.join(' ')}`,
    '',
    `Likely duplicates: ${report.likelyDuplicates.length === 0 ? 'none' : ''}`,
    ...report.likelyDuplicates.map((pair) => `  ${pair.a} ~ ${pair.b}: ${pair.why}`),
    '',
    report.shortfalls.length === 0
      ? 'Every coverage minimum is met.'
      : `Coverage minimums not met (${report.shortfalls.length}):`,
    ...report.shortfalls.map((shortfall) => `  - ${shortfall}`),
  ];
  console.log(lines.join('\n'));
}

/**
 * `npm run content:report [-- --strict] [folder]`: counts and coverage of the library.
 * With --strict it fails when a coverage minimum is not met; likely duplicates are listed for a
 * person to judge (a class and a test version of one support are often both wanted).
 */
async function main() {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const folder = args.find((arg) => !arg.startsWith('--'));
  const loaded = await loadContent(folder ? resolve(folder) : DEFAULT_CONTENT_DIR);
  if (!loaded.ok) {
    for (const error of loaded.errors) console.error(formatContentError(error));
    process.exitCode = 1;
    return;
  }
  const report = contentReport(loaded.library);
  print(report);
  if (strict && report.shortfalls.length > 0) process.exitCode = 1;
}

await main();
