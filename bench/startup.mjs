// `npm run bench:startup`: how long `npm start` takes from the process's start to "Trellis is
// running at", on a fresh data directory (first start: migrations, the library's import, the
// demo district) and then on the same directory again (second start), beside the targets of
// issue 20. The web app and the server are built first, so the figures time a start alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { freePort } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECOND_STARTS = Number(process.env.STARTS ?? 5);
const TARGETS = { first: 5000, second: 2000 };

/** Milliseconds from spawning `npm start`'s script to its "is running at" line; then stops it. */
async function timeStart(dataDir, port) {
  const started = performance.now();
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const elapsed = await new Promise((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('is running at')) resolve(performance.now() - started);
    });
    server.on('exit', (status) =>
      reject(new Error(`the server exited with ${status}:\n${output}`)),
    );
  });
  server.kill('SIGTERM');
  await exited;
  return elapsed;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

ensureWebBuild();
await ensureServerBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'trellis-startup-'));
const port = await freePort();
try {
  const first = await timeStart(dataDir, port);
  const seconds = [];
  for (let run = 0; run < SECOND_STARTS; run += 1) seconds.push(await timeStart(dataDir, port));
  const row = (start, ms, target) => ({
    start,
    ms: Math.round(ms),
    target: `≤ ${target} ms`,
    met: ms <= target ? 'yes' : 'NO',
  });
  const rows = [
    row('first (fresh data dir)', first, TARGETS.first),
    row(`second (median of ${SECOND_STARTS})`, median(seconds), TARGETS.second),
  ];
  console.table(rows);
  const missed = rows.filter((r) => r.met === 'NO').length;
  console.log(missed ? `${missed} figure(s) miss their target.` : 'Every figure meets its target.');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
