// Search benchmark: 1,000 mixed teacher queries (words, phrases, misspellings, keys)
// against the running server, a few at a time, printing median and p99 latency.
//
//   npm run bench:search
import { startBenchServer } from './server.mjs';

const TOTAL = 1000;
const CONCURRENCY = 4;
const QUERIES = [
  'extra time',
  'extnded tim',
  'read aloud',
  'text to speech',
  'speech to text',
  'fidget',
  'movement breaks',
  "kid can't sit still",
  'headphones',
  'graphic organiser',
  'calculater',
  'guided notes',
  'copying from the board',
  'small group testing',
  'visual schedule',
  'token economy',
  'social stories',
  'behaviour plan',
  'word bank',
  'large print',
  'L12',
  'b 3',
  'test anxiety',
  'wait time',
  'manipulatives',
  'times tables',
  'dictation',
  'shorter assignments',
  'sign language interpreter',
  'help with writing essays',
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const { base, headers, stop } = await startBenchServer();
try {
  const times = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < TOTAL) {
      const query = QUERIES[next % QUERIES.length];
      next += 1;
      const start = performance.now();
      const res = await fetch(`${base}/api/v1/content/search?q=${encodeURIComponent(query)}`, {
        headers,
      });
      await res.arrayBuffer();
      times.push(performance.now() - start);
      if (!res.ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  console.table([
    {
      queries: times.length,
      concurrency: CONCURRENCY,
      'median ms': Math.round(percentile(times, 50)),
      'p99 ms': Math.round(percentile(times, 99)),
      failed,
    },
  ]);
} finally {
  await stop();
}
