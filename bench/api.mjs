// API benchmark: starts the real server on a fresh embedded database, signs a user in and
// drives each endpoint with autocannon, printing requests/s and p50/p99 latency beside a
// trivial GET /api/v1/health from the same run (the ratio is what counts between machines).
//
//   npm run bench            (optional: BENCH_SECONDS=10 BENCH_CONNECTIONS=10)
import autocannon from 'autocannon';
import { startBenchServer } from './server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function libraryNames(base, headers) {
  const get = async (path) => (await fetch(`${base}/api/v1${path}`, { headers })).json();
  const needs = (await get('/content/need-categories')).categories.flatMap((c) => c.needs);
  const strengths = (await get('/content/strength-categories')).categories.flatMap(
    (c) => c.strengths,
  );
  return { needs, strengths };
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, connections, ...options }, (error, result) => {
      if (error) return reject(error);
      const failed = result.non2xx + result.errors;
      resolve({
        endpoint: title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        failed,
      });
    });
  });
}

const { base, headers, stop } = await startBenchServer();
try {
  const { needs, strengths } = await libraryNames(base, headers);
  const selection = {
    needs: needs
      .slice(0, 10)
      .map((need, i) => ({ name: need.name, priority: [1.5, 1, 0.5][i % 3] })),
    strengths: strengths.slice(0, 10).map((strength) => ({ name: strength.name })),
  };
  const rows = [];
  rows.push(await run('GET /health (baseline)', { url: `${base}/api/v1/health` }));
  rows.push(
    await run('POST /content/match (10 needs, 10 strengths)', {
      url: `${base}/api/v1/content/match`,
      method: 'POST',
      headers,
      body: JSON.stringify(selection),
    }),
  );
  rows.push(
    await run('GET /content/accommodations/L1', {
      url: `${base}/api/v1/content/accommodations/L1`,
      headers,
    }),
  );
  rows.push(
    await run('GET /content/search (extnded tim)', {
      url: `${base}/api/v1/content/search?q=extnded%20tim`,
      headers,
    }),
  );
  rows.push(
    await run('GET /content/topics/reading-fluency', {
      url: `${base}/api/v1/content/topics/reading-fluency`,
      headers,
    }),
  );
  rows.push(await run('GET /builder-state', { url: `${base}/api/v1/builder-state`, headers }));
  // A full caseload: My Students lists 300 plans at once (issue 16).
  for (let n = 1; n <= 300; n += 1) {
    const created = await fetch(`${base}/api/v1/plans`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ label: `S${n}`, grade: String((n % 12) + 1) }),
    });
    if (!created.ok) throw new Error(`POST /plans answered ${created.status}`);
  }
  rows.push(await run('GET /plans (300 students)', { url: `${base}/api/v1/plans`, headers }));
  console.log(`\n${seconds} s per endpoint, ${connections} connections, embedded database\n`);
  console.table(rows);
} finally {
  await stop();
}
