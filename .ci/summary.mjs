// Prints one closing line for the whole CI run from the Vitest and Playwright JSON reports.
import { readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
const vitest = JSON.parse(readFileSync(vitestFile, 'utf8'));
const playwright = JSON.parse(readFileSync(playwrightFile, 'utf8'));

const passed = vitest.numPassedTests + playwright.stats.expected;
const failed = vitest.numFailedTests + playwright.stats.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + playwright.stats.skipped;
console.log(
  `unit and integration: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`,
);
console.log(
  `end-to-end: ${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed`,
);
console.log(`ci: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
