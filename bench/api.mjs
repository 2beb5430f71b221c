// API benchmark: starts the real server on a fresh embedded database, signs a user in and
// drives each endpoint with autocannon, printing requests/s and p50/p99 latency beside a
// trivial GET /api/v1/health from the same run (the ratio is what counts between machines).
//
//   npm run bench            (optional: BENCH_SECONDS=10 BENCH_CONNECTIONS=10)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir, port) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) };
  const cli = (...args) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/index.ts', ...args], {
      cwd: root,
      env,
    }).toString();
  const code = /access code: (\w+)/.exec(cli('demo-district'))?.[1];
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...env, LOG_LEVEL: 'warn', NODE_ENV: 'production', TRUST_PROXY: 'true' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('is running at') && resolve());
    server.on('exit', (status) => reject(new Error(`server exited with ${status}`)));
  });
  return { server, code };
}

async function signIn(base, code) {
  const headers = { 'content-type': 'application/json', origin: base };
  const account = { email: 'bench@example.org', password: 'bench-marking-lanterns' };
  const registered = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...account, fname: 'Bench', lname: 'Mark', code, type: 'district' }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const cookie = registered.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return { ...headers, cookie };
}

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

const dataDir = mkdtempSync(join(tmpdir(), 'trellis-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { server, code } = await startServer(dataDir, port);
try {
  const headers = await signIn(base, code);
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
  rows.push(await run('GET /builder-state', { url: `${base}/api/v1/builder-state`, headers }));
  console.log(`\n${seconds} s per endpoint, ${connections} connections, embedded database\n`);
  console.table(rows);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
