// API benchmark: starts the real server (on a fresh embedded database, then on a fresh
// PostgreSQL database when one is reachable), signs a user in and drives each endpoint with
// autocannon at 10 and 50 connections. Every figure is printed as a ratio to GET /health
// measured in the same run (ratios are what compare between machines), beside its target;
// health itself is compared with a bare Fastify app.
//
//   npm run bench:api
//   BENCH_SECONDS=5  BENCH_CONNECTIONS=10,50  BENCH_DATABASES=embedded,postgres
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres  (where a bench database is made)
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startBenchServer } from './server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const databases = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'trellis_bench';

/**
 * The targets of issue 20: each endpoint's throughput as a share of health's, and its slowest
 * 1 % of answers.
 */
const TARGETS = {
  me: { share: 0.5 },
  accommodation: { share: 0.5 },
  match: { share: 0.25, p99: 25 },
  search: { share: 0.1, p99: 50, noTimeouts: true },
  builderSave: { share: 0.15 },
};
/** Health must reach this share of a bare Fastify app's. */
const HEALTH_VS_BARE = 0.6;

function measure(options, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, connections, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors,
        timeouts: result.timeouts,
        statuses: Object.keys(result.statusCodeStats ?? {})
          .filter((status) => !status.startsWith('2'))
          .join(','),
      });
    });
  });
}

/**
 * One request before measuring: what a browser does first (the builder's first save makes the
 * student's plan; concurrent first saves would each make one) and what fills the caches.
 */
async function warmUp({ url, method = 'GET', headers, body }) {
  const response = await fetch(url, { method, headers, body });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
  await response.arrayBuffer();
}

async function startBareFastify() {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/bare-fastify.mjs', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    child.on('exit', (status) => reject(new Error(`bare Fastify exited with ${status}`)));
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  };
  return { url: `http://127.0.0.1:${port}/api/v1/health`, stop };
}

/** A fresh, empty PostgreSQL database for the server, or null when PostgreSQL is not there. */
async function freshPostgres() {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

async function libraryNames(base, headers) {
  const get = async (path) => (await fetch(`${base}/api/v1${path}`, { headers })).json();
  const needs = (await get('/content/need-categories')).categories.flatMap((c) => c.needs);
  const strengths = (await get('/content/strength-categories')).categories.flatMap(
    (c) => c.strengths,
  );
  return { needs, strengths };
}

/** The requests of one run, named by the target they answer to (if any). */
async function scenarios(base, headers) {
  const { needs, strengths } = await libraryNames(base, headers);
  const chosenNeeds = needs.slice(0, 10).map((need, i) => ({
    id: need.id,
    name: need.name,
    category: need.category ?? null,
    priority: [1.5, 1, 0.5][i % 3],
  }));
  const chosenStrengths = strengths.slice(0, 10).map(({ id, name }) => ({ id, name }));
  const match = {
    needs: chosenNeeds.map(({ name, priority }) => ({ name, priority })),
    strengths: chosenStrengths.map(({ name }) => ({ name })),
  };
  const { results } = await (
    await fetch(`${base}/api/v1/content/match`, {
      method: 'POST',
      headers,
      body: JSON.stringify(match),
    })
  ).json();
  const builderState = {
    strengths: chosenStrengths,
    needs: chosenNeeds,
    plan: results.slice(0, 20).map(({ key, title }) => ({ key, title })),
  };
  const api = (path) => `${base}/api/v1${path}`;
  return [
    { name: 'GET /me', target: 'me', url: api('/me'), headers },
    {
      name: 'GET /content/accommodations/L1',
      target: 'accommodation',
      url: api('/content/accommodations/L1'),
      headers,
    },
    {
      name: 'POST /content/match (10 needs, 10 strengths)',
      target: 'match',
      url: api('/content/match'),
      method: 'POST',
      headers,
      body: JSON.stringify(match),
    },
    {
      name: 'GET /content/search (extnded tim)',
      target: 'search',
      url: api('/content/search?q=extnded%20tim'),
      headers,
    },
    {
      name: 'GET /content/search (extended time)',
      target: 'search',
      url: api('/content/search?q=extended%20time'),
      headers,
    },
    {
      name: 'PUT /builder-state (20 items)',
      target: 'builderSave',
      url: api('/builder-state'),
      method: 'PUT',
      headers,
      body: JSON.stringify(builderState),
    },
    {
      name: 'GET /content/topics/reading-fluency',
      url: api('/content/topics/reading-fluency'),
      headers,
    },
    { name: 'GET /builder-state', url: api('/builder-state'), headers },
  ];
}

/** A full caseload: My Students lists 300 plans at once (issue 16). */
async function addCaseload(base, headers) {
  for (let n = 1; n <= 300; n += 1) {
    const created = await fetch(`${base}/api/v1/plans`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ label: `S${n}`, grade: String((n % 12) + 1) }),
    });
    if (!created.ok) throw new Error(`POST /plans answered ${created.status}`);
  }
  return { name: 'GET /plans (300 students)', url: `${base}/api/v1/plans`, headers };
}

const pct = (ratio) => `${(ratio * 100).toFixed(1)} %`;

/** One table row: the figures, the share of health, the target and whether it is met. */
function row(database, connections, scenario, result, health) {
  const target = TARGETS[scenario.target];
  const share = result.rps / health.rps;
  const checks = [];
  if (target) {
    checks.push(share >= target.share);
    if (target.p99 !== undefined) checks.push(result.p99 <= target.p99);
    if (target.noTimeouts) checks.push(result.timeouts === 0);
  }
  checks.push(result.failed === 0);
  const goal = target
    ? [`≥ ${pct(target.share)}`, target.p99 !== undefined ? `p99 ≤ ${target.p99} ms` : '']
        .filter(Boolean)
        .join(', ')
    : '';
  return {
    database,
    conns: connections,
    endpoint: scenario.name,
    'req/s': Math.round(result.rps),
    'of health': pct(share),
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'failed/timeouts': `${result.failed}/${result.timeouts}${result.statuses ? ` (${result.statuses})` : ''}`,
    target: goal,
    met: checks.every(Boolean) ? 'yes' : 'NO',
  };
}

async function benchDatabase(database, bare) {
  const databaseUrl = database === 'postgres' ? await freshPostgres() : '';
  if (databaseUrl === null) {
    console.log(`PostgreSQL is not reachable at ${adminUrl}: skipping it.`);
    return [];
  }
  const { base, headers, stop } = await startBenchServer({ databaseUrl });
  const rows = [];
  const healthAt = new Map();
  try {
    const list = await scenarios(base, headers);
    for (const connections of connectionCounts) {
      const health = await measure({ url: `${base}/api/v1/health` }, connections);
      healthAt.set(connections, health);
      const bareHealth = await measure({ url: bare.url }, connections);
      const share = health.rps / bareHealth.rps;
      rows.push({
        database,
        conns: connections,
        endpoint: 'GET /health (baseline; ratio to a bare Fastify app)',
        'req/s': Math.round(health.rps),
        'of health': `${share.toFixed(2)}× bare`,
        'p50 ms': health.p50,
        'p99 ms': health.p99,
        'failed/timeouts': `${health.failed}/${health.timeouts}`,
        target: `≥ ${HEALTH_VS_BARE}× bare (${Math.round(bareHealth.rps)} req/s)`,
        met: share >= HEALTH_VS_BARE && health.failed === 0 ? 'yes' : 'NO',
      });
      for (const { name, target, ...options } of list) {
        await warmUp(options);
        const result = await measure(options, connections);
        rows.push(row(database, connections, { name, target }, result, health));
      }
    }
    // Last: with several plans the unversioned builder save above is refused (decision 015).
    const { name, ...options } = await addCaseload(base, headers);
    for (const connections of connectionCounts) {
      const result = await measure(options, connections);
      rows.push(row(database, connections, { name }, result, healthAt.get(connections)));
    }
  } finally {
    await stop();
  }
  return rows;
}

const bare = await startBareFastify();
const rows = [];
try {
  for (const database of databases) rows.push(...(await benchDatabase(database, bare)));
} finally {
  await bare.stop();
}
console.log(
  `\n${seconds} s per figure; "of health" is req/s as a share of GET /health's in the same run\n`,
);
console.table(rows);
const missed = rows.filter((r) => r.met === 'NO').length;
console.log(missed ? `${missed} figure(s) miss their target.` : 'Every figure meets its target.');
