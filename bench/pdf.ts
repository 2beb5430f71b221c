// PDF benchmark: renders the plan PDF and the Adaptation Data Form for a 30-item plan from
// the real library and prints the median and slowest time over 20 runs each.
//
//   npm run bench:pdf
import { fileURLToPath } from 'node:url';
import { indexLibrary } from '../apps/server/src/content/content-index';
import { formatContentError, loadContent } from '../apps/server/src/content/load-content';
import { renderDataFormPdf } from '../apps/server/src/modules/plan/pdf/data-form-pdf';
import { renderPlanPdf } from '../apps/server/src/modules/plan/pdf/plan-pdf';
import { buildPlanDocument } from '../apps/server/src/modules/plan/plan-document';

const RUNS = 20;
const ITEMS = 30;

const loaded = await loadContent(fileURLToPath(new URL('../content/', import.meta.url)));
if (!loaded.ok) throw new Error(loaded.errors.map(formatContentError).join('\n'));
const library = loaded.library;
const needs = library.needCategories.flatMap((category) => category.needs).slice(0, 8);
const plan = buildPlanDocument(
  indexLibrary(library),
  {
    builder: {
      strengths: library.strengthCategories[0]?.strengths.slice(0, 4) ?? [],
      needs: needs.map((need, i) => ({ ...need, priority: ([1.5, 1, 0.5] as const)[i % 3] ?? 1 })),
    },
    // Every fifth accommodation: a mix of categories and lengths.
    plan: library.accommodations
      .filter((_, i) => i % 5 === 0)
      .slice(0, ITEMS)
      .map((a) => a.key),
  },
  { name: 'Bench Mark', district: 'Bench District' },
  new Date(),
);

async function measure(name: string, render: () => Promise<Buffer>) {
  await render(); // warm-up: module and font loading are not per-request costs
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    document: name,
    items: plan.items.length,
    'median ms': Math.round(times[Math.floor(RUNS / 2)] ?? 0),
    'max ms': Math.round(times.at(-1) ?? 0),
    'size kB': Math.round(bytes / 1024),
  };
}

console.table([
  await measure('plan PDF', () => renderPlanPdf(plan)),
  await measure('Adaptation Data Form', () => renderDataFormPdf(plan)),
]);
