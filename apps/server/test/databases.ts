import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { fromPglite, fromPostgresUrl, type Database } from '../src/db/client';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';
import { databaseUrlFor } from './postgres-url';

export type EngineName = 'PGlite' | 'PostgreSQL';

/** A fresh, migrated embedded database loaded from the run's template. */
export async function createPgliteTestDatabase(): Promise<Database> {
  const file = inject('pgliteTemplateFile');
  const blob = new Blob([await readFile(file)]);
  const client = await PGlite.create({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
}

/** A fresh, migrated PostgreSQL database copied from the run's template; dropped on close. */
export async function createPostgresTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!template || !baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `trellis_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const database = fromPostgresUrl(databaseUrlFor(baseUrl, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      // The pool's clients say goodbye asynchronously; forcing the drop while one is still
      // closing makes PostgreSQL terminate it, which surfaces as an unhandled error.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { rows } = await dropper.query<{ count: string }>(
          'select count(*) from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.count === '0') break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const engines: { name: EngineName; enabled: boolean; create: () => Promise<Database> }[] = [
  { name: 'PGlite', enabled: true, create: createPgliteTestDatabase },
  {
    name: 'PostgreSQL',
    enabled: Boolean(process.env.TEST_DATABASE_URL),
    create: createPostgresTestDatabase,
  },
];

/**
 * Runs the same suite on the embedded database and, when TEST_DATABASE_URL is set, on
 * PostgreSQL. A skipped PostgreSQL run says why in its title.
 */
export function describeEachDatabase(
  title: string,
  suite: (createDatabase: () => Promise<Database>, engine: EngineName) => void,
) {
  for (const engine of engines) {
    const label = engine.enabled
      ? `${title} [${engine.name}]`
      : `${title} [${engine.name} skipped: TEST_DATABASE_URL is not set]`;
    describe.skipIf(!engine.enabled)(label, () => suite(engine.create, engine.name));
  }
}
