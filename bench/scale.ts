// Scale benchmark: match (10 needs, 10 strengths) and search (typed, misspelt, synonym and
// key queries) called in-process on today's library and on one ten times its size
// (bench/fixtures/scale-library.ts), printing median and p99 per call and the ratio of the
// large library to today's. Target (issue 20): the large library at most 2× slower.
//
//   npm run bench:scale
import { fileURLToPath } from 'node:url';
import type { Library } from '@trellis/shared/content';
import type { MatchSelection } from '@trellis/shared/matching';
import { indexLibrary } from '../apps/server/src/content/content-index';
import { formatContentError, loadContent } from '../apps/server/src/content/load-content';
import { searchAccommodations } from '../apps/server/src/modules/search/search.service';
import { SCALE_FACTOR, scaleLibrary } from './fixtures/scale-library';

const CALLS = 500;
const WARM_UP = 50;
const SEARCHES = [
  'extnded tim',
  'extended time',
  'read aloud',
  'text to speech',
  'graphic organiser',
  "kid can't sit still",
  'help with writing essays',
  'L12',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Timing {
  median: number;
  p99: number;
}

function summary(times: number[]): Timing {
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p99: percentile(times, 99) };
}

/**
 * Median and p99 in milliseconds of `CALLS` calls of each, after a warm-up. The two calls
 * alternate, so a busy machine slows both alike and the ratio stays fair.
 */
function measurePair(today: () => unknown, large: () => unknown): [Timing, Timing] {
  for (let i = 0; i < WARM_UP; i += 1) {
    today();
    large();
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < CALLS; i += 1) {
    [today, large].forEach((call, which) => {
      const start = performance.now();
      call();
      times[which]?.push(performance.now() - start);
    });
  }
  return [summary(times[0]), summary(times[1])];
}

// Ten needs at the three priorities and ten strengths, the same names in both libraries.
function benchSelection(library: Library): MatchSelection {
  const priorities = [1.5, 1, 0.5] as const;
  return {
    needs: library.needCategories
      .flatMap((category) => category.needs)
      .filter((_, i) => i % 5 === 0)
      .slice(0, 10)
      .map((need, i) => ({ name: need.name, priority: priorities[i % 3] ?? 1 })),
    strengths: library.strengthCategories
      .flatMap((category) => category.strengths)
      .slice(0, 10)
      .map((strength) => ({ name: strength.name })),
  };
}

function indexed(library: Library) {
  const started = performance.now();
  const content = indexLibrary(library);
  // The search index is built at the first search: count it with the rest.
  void content.search;
  return { content, indexMs: performance.now() - started, selection: benchSelection(library) };
}

const loaded = await loadContent(fileURLToPath(new URL('../content/', import.meta.url)));
if (!loaded.ok) throw new Error(loaded.errors.map(formatContentError).join('\n'));
const today = indexed(loaded.library);
const large = indexed(scaleLibrary(loaded.library));

const calls: [string, (side: typeof today) => number][] = [
  ['match', ({ content, selection }) => content.match(selection).results.length],
  ...SEARCHES.map((query): [string, (side: typeof today) => number] => [
    `search "${query}"`,
    ({ content }) => searchAccommodations(content.search, query).results.length,
  ]),
];
const round = (ms: number) => Number(ms.toFixed(3));

console.log(
  `Library: ${loaded.library.accommodations.length} accommodations today, ` +
    `${loaded.library.accommodations.length * SCALE_FACTOR} in the ${SCALE_FACTOR}× one; ` +
    `indexing took ${Math.round(today.indexMs)} ms and ${Math.round(large.indexMs)} ms.`,
);
console.table(
  calls.map(([name, call]) => {
    const [small, scaled] = measurePair(
      () => call(today),
      () => call(large),
    );
    return {
      call: name,
      results: `${call(today)} / ${call(large)}`,
      'today median ms': round(small.median),
      'today p99 ms': round(small.p99),
      [`${SCALE_FACTOR}× median ms`]: round(scaled.median),
      [`${SCALE_FACTOR}× p99 ms`]: round(scaled.p99),
      'ratio (median)': Number((scaled.median / small.median).toFixed(2)),
      'target ≤': 2,
    };
  }),
);
