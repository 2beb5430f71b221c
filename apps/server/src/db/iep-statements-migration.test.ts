import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT_DIR, loadValidContent } from '../../test/content-fixture';
import { importContent } from '../content/import-content';
import { readLibrary } from '../content/read-library';
import { syncContent } from '../content/sync-content';
import { type Database, fromPglite } from './client';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { MIGRATIONS_FOLDER, migratePgliteClient } from './migrate';

// Migration 0010 adds the IEP section and statement, which accommodations imported before
// do not have: it removes them and resets content_state, so the next start imports again.

const now = new Date('2026-11-22T10:00:00Z');

/** The migrations folder up to 0009. */
async function migrationsUpTo0009(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'trellis-migrations-'));
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const file = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === '0010_iep_statements');
  expect(at).toBe(10);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(file, JSON.stringify(journal));
  return dir;
}

async function count(database: Database, table: string): Promise<number> {
  // Both drivers answer raw statements with their rows in `rows`.
  const result = (await database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? -1;
}

describe('migration 0010: IEP statements on a database with a library', () => {
  let folder: string;
  let client: PGlite;
  let database: Database;

  beforeAll(async () => {
    folder = await migrationsUpTo0009();
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
    database = fromPglite(client);
    // A library as the importer of 0009's day wrote it.
    await client.exec(`
      insert into need_categories (name, position) values ('Learning Needs', 0);
      insert into needs (id, category, position, name, description, considerations, resources, process)
        values ('decoding', 'Learning Needs', 0, 'Decoding', 'd', 'c', 'r', 'p');
      insert into accommodations (key, category, number, title, subtitle, description,
          considerations, examples, links, tier, modification)
        values ('L1', 'L', 1, 'Audio Texts', 's', 'd', 'c', '["a", "b"]', '[]', 1, false);
      insert into accommodation_needs (accommodation_key, need_id, position, priority)
        values ('L1', 'decoding', 0, 3);
      insert into content_state (id, hash, imported_at) values (1, '3:old', now());
    `);
    await migratePgliteClient(client);
  });
  afterAll(async () => {
    await database?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('applies, leaving no accommodation without a statement and no stored hash', async () => {
    expect(await count(database, 'accommodations')).toBe(0);
    expect(await count(database, 'accommodation_needs')).toBe(0);
    expect(await count(database, 'content_state')).toBe(0);
    expect(await count(database, 'assessment_programs')).toBe(0);
    expect(await count(database, 'same_job_groups')).toBe(0);
  });

  it('imports at the next start and reads the library back as built', async () => {
    const result = await syncContent(database.db, FIXTURE_CONTENT_DIR, now);
    expect(result.imported).toBe(true);
    expect(result.library).toEqual((await loadValidContent()).library);
    expect(await readLibrary(database.db)).toEqual(result.library);
    expect((await importContent(database.db, await loadValidContent(), { now })).imported).toBe(
      false,
    );
  });
});
