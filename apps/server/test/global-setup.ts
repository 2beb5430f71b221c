import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePgliteClient, migratePostgres } from '../src/db/migrate';
import { databaseUrlFor } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string | null;
  }
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
 * dumps it to a file, and every test file loads a copy (≈0.8 s). With TEST_DATABASE_URL the
 * same happens on PostgreSQL with a template database.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'trellis-test-'));
  const template = await PGlite.create();
  await migratePgliteClient(template);
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
    await migratePostgres(databaseUrlFor(baseUrl, postgresTemplate));
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
