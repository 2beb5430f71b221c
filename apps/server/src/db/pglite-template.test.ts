import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { seedFromTemplate, writePgliteTemplate } from './pglite-template';

const migrationCount = readdirSync(MIGRATIONS_FOLDER).filter((name) =>
  name.endsWith('.sql'),
).length;

describe('the embedded database template', () => {
  let root: string;
  let template: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'trellis-template-'));
    template = join(root, 'template');
    await writePgliteTemplate(template);
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('gives a new data directory a migrated cluster that opens without initdb', async () => {
    const pgdata = join(root, 'fresh', 'pgdata');
    expect(seedFromTemplate(pgdata, template)).toBe(true);
    expect(readdirSync(join(root, 'fresh'))).toEqual(['pgdata']);

    const client = await PGlite.create(pgdata, { extensions: PGLITE_EXTENSIONS });
    try {
      const { rows } = await client.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(rows[0]?.count).toBe(migrationCount);
      const users = await client.query<{ count: number }>(
        'select count(*)::int as count from users',
      );
      expect(users.rows[0]?.count).toBe(0);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('seeds an empty folder, as openDatabase leaves one', () => {
    const pgdata = join(root, 'empty', 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    expect(seedFromTemplate(pgdata, template)).toBe(true);
    expect(existsSync(join(pgdata, 'PG_VERSION'))).toBe(true);
  });

  it('never touches a data directory that already holds anything', () => {
    const pgdata = join(root, 'used', 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    writeFileSync(join(pgdata, 'postgresql.conf'), '# kept');
    expect(seedFromTemplate(pgdata, template)).toBe(false);
    expect(readdirSync(pgdata)).toEqual(['postgresql.conf']);
  });

  it('does nothing without a template (a start from the sources)', () => {
    const pgdata = join(root, 'no-template', 'pgdata');
    expect(seedFromTemplate(pgdata, join(root, 'missing'))).toBe(false);
    expect(existsSync(pgdata)).toBe(false);
  });
});
