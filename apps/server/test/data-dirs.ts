import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, inject } from 'vitest';
import { fromPglite, type Database } from '../src/db/client';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';

// Embedded databases on disk, as DATA_DIR holds them, for the backup tests: each starts as a
// copy of the run's migrated template (fixture library included).

/** A fresh temporary folder, removed after the suite. */
export function useTempDirs(prefix: string) {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}

/** A new data directory holding a copy of the template, open; close it before a backup. */
export async function createTemplateDataDir(dataDir: string): Promise<Database> {
  const pgdata = join(dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  const template = new Blob([await readFile(inject('pgliteTemplateFile'))]);
  const client = await PGlite.create(pgdata, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: template,
  });
  return fromPglite(client);
}
