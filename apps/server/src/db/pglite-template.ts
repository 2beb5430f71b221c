import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { migratePgliteClient } from './migrate';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

// A first start on a new data directory used to spend 3–5 s in PGlite's initdb and half a
// second migrating (issue 20). The server build makes one migrated, empty cluster beside the
// compiled server, and a first start copies it into place instead: copying the files takes
// about 0.2 s. Run from the sources (tests, the CLI under tsx) there is no template, and
// PGlite creates the cluster as before. Either way the start migrates what is still pending.

/** Where the server build leaves the template: apps/server/dist/pgdata-template. */
export const PGLITE_TEMPLATE_DIR = fileURLToPath(new URL('../pgdata-template', import.meta.url));

const isCluster = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/** Creates the migrated, empty template cluster in `dir` (replacing what was there). */
export async function writePgliteTemplate(dir: string = PGLITE_TEMPLATE_DIR): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  try {
    await migratePgliteClient(client);
  } finally {
    await client.close();
  }
}

/**
 * Copies the template into `pgdata` when `pgdata` holds nothing yet and a template exists;
 * answers whether it did. The copy goes to a folder beside `pgdata` and is renamed into
 * place, so a start stopped half-way never leaves a partial cluster that looks complete.
 */
export function seedFromTemplate(pgdata: string, template: string = PGLITE_TEMPLATE_DIR): boolean {
  if (!isCluster(template)) return false;
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) return false;
  const staging = `${pgdata}.seeding-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(template, staging, { recursive: true });
  rmSync(pgdata, { recursive: true, force: true });
  renameSync(staging, pgdata);
  return true;
}

// `node dist/db/pglite-template.js`: how the server build makes the template beside the
// compiled modules, in a process of its own so the build's memory is not held by a second
// database engine.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writePgliteTemplate();
}
