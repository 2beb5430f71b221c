import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePgliteClient, migratePostgres } from '../src/db/migrate';
import { type Db, fromPglite, fromPostgresUrl } from '../src/db/client';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';
import { loadValidContent } from './content-fixture';
import { importContent } from '../src/content/import-content';
import { databaseUrlFor } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string | null;
  }
}

async function importFixtureContent(db: Db) {
  await importContent(db, await loadValidContent(), { now: new Date() });
}

async function adminQuery(baseUrl: string, text: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Creating a PGlite database costs ≈3–5 s and ≈700 MB, so the run migrates one template,
 * imports the fixture library (test/fixtures/content) into it, dumps it to a file, and every test file loads a copy (≈0.8 s). With TEST_DATABASE_URL the
 * same happens on PostgreSQL with a template database.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'trellis-test-'));
  const template = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migratePgliteClient(template);
  await importFixtureContent(fromPglite(template).db);
  const dump = await template.dumpDataDir('none');
  await template.close();
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);

  const baseUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | null = null;
  if (baseUrl) {
    postgresTemplate = `trellis_tpl_${randomBytes(4).toString('hex')}`;
    await adminQuery(baseUrl, `create database ${postgresTemplate}`);
    const templateUrl = databaseUrlFor(baseUrl, postgresTemplate);
    await migratePostgres(templateUrl);
    const database = fromPostgresUrl(templateUrl);
    try {
      await importFixtureContent(database.db);
    } finally {
      await database.close();
    }
    console.log(`PostgreSQL suite: running against ${new URL(baseUrl).host}.`);
  } else {
    console.log(
      'PostgreSQL suite: SKIPPED — TEST_DATABASE_URL is not set, so only the embedded database (PGlite) is tested.',
    );
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (baseUrl && postgresTemplate) {
      await adminQuery(baseUrl, `drop database if exists ${postgresTemplate} with (force)`);
    }
  };
}
