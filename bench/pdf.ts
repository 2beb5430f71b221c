// PDF benchmark: renders the plan PDF and the Adaptation Data Form for a 30-item plan from
// the real library, on this thread and through the worker pool the server uses (median and
// slowest of 20 runs each, and the median CPU time of the whole process: on a busy machine
// it moves less than the clock), then measures how long a small request (as GET /health)
// waits while 4 plan PDFs render at once, each way.
//
//   npm run bench:pdf
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { PlanExportBodySchema } from '@trellis/shared/plan-export';
import { indexLibrary } from '../apps/server/src/content/content-index';
import { formatContentError, loadContent } from '../apps/server/src/content/load-content';
import { renderDataFormPdf } from '../apps/server/src/modules/plan/pdf/data-form-pdf';
import { renderPlanPdf } from '../apps/server/src/modules/plan/pdf/plan-pdf';
import { buildPlanDocument } from '../apps/server/src/modules/plan/plan-document';
import { closePdfPool, renderPdf } from '../apps/server/src/pdf/pdf-pool';

const RUNS = 20;
const ITEMS = 30;
const PARALLEL = 4;
/** Issue 20's target for the plan PDF. */
const PLAN_TARGET_MS = 150;

const loaded = await loadContent(fileURLToPath(new URL('../content/', import.meta.url)));
if (!loaded.ok) throw new Error(loaded.errors.map(formatContentError).join('\n'));
const library = loaded.library;
const needs = library.needCategories.flatMap((category) => category.needs).slice(0, 8);
const plan = buildPlanDocument(
  indexLibrary(library),
  PlanExportBodySchema.parse({
    builder: {
      strengths: library.strengthCategories[0]?.strengths.slice(0, 4) ?? [],
      needs: needs.map((need, i) => ({ ...need, priority: ([1.5, 1, 0.5] as const)[i % 3] ?? 1 })),
    },
    // Every fifth accommodation: a mix of categories and lengths.
    plan: library.accommodations
      .filter((_, i) => i % 5 === 0)
      .slice(0, ITEMS)
      .map((a) => a.key),
  }),
  { name: 'Bench Mark', district: 'Bench District' },
  new Date(),
);

const median = (times: number[]) => [...times].sort((a, b) => a - b)[times.length >> 1] ?? 0;
const slowest = (times: number[]) => Math.max(...times);
const p99 = (times: number[]) =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.99)] ?? 0;

async function measure(document: string, where: string, render: () => Promise<Buffer>) {
  await render(); // warm-up: starting workers and loading fonts are not per-request costs
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    bytes = (await render()).length;
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  return {
    document,
    where,
    items: plan.items.length,
    'median ms': Math.round(median(times)),
    'max ms': Math.round(slowest(times)),
    'CPU ms': Math.round(median(cpuTimes)),
    target: document === 'plan PDF' ? `median ≤ ${PLAN_TARGET_MS} ms` : '',
    'size kB': Math.round(bytes / 1024),
  };
}

console.table([
  await measure('plan PDF', 'this thread', () => renderPlanPdf(plan)),
  await measure('plan PDF', 'worker pool', () => renderPdf({ kind: 'plan', data: plan })),
  await measure('Adaptation Data Form', 'this thread', () => renderDataFormPdf(plan)),
  await measure('Adaptation Data Form', 'worker pool', () =>
    renderPdf({ kind: 'data-form', data: plan }),
  ),
]);

// A server on this thread answering as GET /health does: its latency is how long a request
// waits for the thread.
const server = createServer((_, response) => response.end('{"status":"ok"}'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const healthUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

/** Health's latencies while `work` runs (or for 200 requests when there is none). */
async function healthDuring(work?: () => Promise<unknown>) {
  let running = true;
  // The work starts once requests are under way, as PDFs do on a busy server.
  const done = work
    ? new Promise((resolve) => setTimeout(resolve, 20)).then(work).finally(() => (running = false))
    : undefined;
  const times: number[] = [];
  while (work ? running : times.length < 200) {
    const start = performance.now();
    await (await fetch(healthUrl)).text();
    times.push(performance.now() - start);
  }
  await done;
  return times;
}

const inParallel = (render: () => Promise<Buffer>) => () =>
  Promise.all(Array.from({ length: PARALLEL }, render));
const latencies = {
  'nothing else': await healthDuring(),
  [`${PARALLEL} plan PDFs on this thread`]: await healthDuring(
    inParallel(() => renderPlanPdf(plan)),
  ),
  [`${PARALLEL} plan PDFs in the worker pool`]: await healthDuring(
    inParallel(() => renderPdf({ kind: 'plan', data: plan })),
  ),
};
console.table(
  Object.entries(latencies).map(([during, times]) => ({
    'health while': during,
    requests: times.length,
    'median ms': Number(median(times).toFixed(1)),
    'p99 ms': Number(p99(times).toFixed(1)),
    'max ms': Number(slowest(times).toFixed(1)),
  })),
);

server.close();
await closePdfPool();
