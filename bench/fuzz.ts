// Fuzz run: generated malformed requests (wrong types, odd and huge strings, NUL bytes,
// nested objects, bad JSON, wrong content types) to every operation of the OpenAPI
// document, half signed out and half signed in, on a fresh embedded database with the real
// library. Prints how many answers were 5xx or showed internals, and the first of them;
// exits 1 when there were any. The suite runs a short version (apps/server/test/fuzz.test.ts).
//
//   npm run bench:fuzz                  20,000 requests
//   npm run bench:fuzz -- 100000 1234   100,000 requests with seed 1234
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { fromPglite } from '../apps/server/src/db/client';
import { PGLITE_EXTENSIONS } from '../apps/server/src/db/pglite-extensions';
import { migratePgliteClient } from '../apps/server/src/db/migrate';
import { syncContent } from '../apps/server/src/content/sync-content';
import { indexLibrary } from '../apps/server/src/content/content-index';
import type { Identity } from '../apps/server/test/fuzz-requests';
import {
  appOperations,
  createFuzzWorld,
  type FuzzReport,
  fuzzOperation,
} from '../apps/server/test/fuzz-runner';

const total = Number(process.argv[2] ?? 20_000);
const seed = Number(process.argv[3] ?? Date.now() % 2 ** 31);
if (!Number.isInteger(total) || total < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run bench:fuzz -- [request count] [seed]');
  process.exit(2);
}

const dataDir = await mkdtemp(join(tmpdir(), 'trellis-fuzz-bench-'));
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
await migratePgliteClient(client);
const database = fromPglite(client);
const { library } = await syncContent(database.db, config.CONTENT_DIR, new Date());
const content = indexLibrary(library);
const app = await buildApp({
  config,
  database,
  content,
  logger: false,
  webDistDir: '/nonexistent-web-build',
});
await app.ready();

const world = await createFuzzWorld(database.db, content);
const operations = appOperations(app);
const identities: Identity[] = ['signed-out', 'signed-in'];
const perRun = Math.max(1, Math.ceil(total / (operations.length * identities.length)));
const origin = new URL(config.PUBLIC_URL).origin;
console.log(
  `Fuzzing ${operations.length} operations × ${identities.length} identities × ${perRun} requests (seed ${seed})…`,
);

const started = performance.now();
const reports: FuzzReport[] = [];
for (const [index, operation] of operations.entries()) {
  for (const [which, identity] of identities.entries()) {
    const runSeed = seed + index * 7919 + which * 104_729;
    reports.push(
      await fuzzOperation(app, database.db, operation, {
        identity,
        world,
        runs: perRun,
        seed: runSeed,
        origin,
      }),
    );
  }
}
const seconds = (performance.now() - started) / 1000;

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });

const requests = reports.reduce((sum, report) => sum + report.requests, 0);
const failures = reports.flatMap((report) =>
  report.failures.map((line) => `[${report.identity}] ${report.operation}: ${line}`),
);
const fiveHundreds = failures.filter((line) => / answered 5\d\d: /.test(line)).length;
console.log(
  `${requests} requests in ${seconds.toFixed(1)} s (${Math.round(requests / seconds)}/s): ` +
    `${fiveHundreds} × 5xx, ${failures.length - fiveHundreds} other failures (stack traces, file paths, unsendable).`,
);
for (const line of failures.slice(0, 20)) console.log(`  ${line}`);
if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
if (failures.length > 0) {
  console.log(`Repeat with: npm run bench:fuzz -- ${total} ${seed}`);
  process.exit(1);
}
