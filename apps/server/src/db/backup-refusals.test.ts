import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTemplateDataDir, useTempDirs } from '../../test/data-dirs';
import { createDistrict } from '../../test/factories';
import { BackupError, backupDataDir, restoreDataDir } from './backup';
import { openDatabase } from './client';
import { districts } from './schema/index';

// What backup and restore refuse, each with one line telling the operator what to do, and
// without touching the data directory or the file they were pointed at.

const POSTGRES = 'postgres://trellis@db.example.org:5432/trellis';

describe('backup and restore refusals', () => {
  const tempDir = useTempDirs('trellis-backup-refusals-');
  const children: ReturnType<typeof spawn>[] = [];
  // The lock holder must be gone before the next test, which takes the lock over.
  afterEach(async () => {
    const ended = children.splice(0).map((child) => {
      const exit = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      return exit;
    });
    await Promise.all(ended);
  });
  const world = {} as { source: string; archive: string };

  beforeAll(async () => {
    world.source = join(tempDir(), 'data');
    await (await createTemplateDataDir(world.source)).close();
    world.archive = join(tempDir(), 'trellis.tar.gz');
    await backupDataDir({ DATA_DIR: world.source }, { out: world.archive });
  });

  /** Marks the data directory as held by another live process, as a running server does. */
  const holdLock = (dataDir: string) => {
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    children.push(server);
    writeFileSync(join(dataDir, 'trellis.lock'), String(server.pid));
  };

  it('refuses while a server holds the data directory, even with --force', async () => {
    holdLock(world.source);
    const out = join(tempDir(), 'while-running.tar.gz');
    await expect(backupDataDir({ DATA_DIR: world.source }, { out })).rejects.toThrow(
      new BackupError(
        `The server is running on ${world.source}: stop it, then run the backup again.`,
      ),
    );
    expect(existsSync(out)).toBe(false);
    await expect(
      restoreDataDir({ DATA_DIR: world.source }, { from: world.archive, force: true }),
    ).rejects.toThrow(
      `The server is running on ${world.source}: stop it, then run the restore again.`,
    );
    expect(readdirSync(world.source).sort()).toEqual(['pgdata', 'trellis.lock']);
  });

  it('refuses to overwrite an existing --out file unless forced', async () => {
    const out = join(tempDir(), 'kept.tar.gz');
    writeFileSync(out, 'yesterday’s backup');
    await expect(backupDataDir({ DATA_DIR: world.source }, { out })).rejects.toThrow(
      `${out} already exists: choose another --out, or add --force to replace it.`,
    );
    expect(readFileSync(out, 'utf8')).toBe('yesterday’s backup');
    const folder = tempDir();
    await expect(
      backupDataDir({ DATA_DIR: world.source }, { out: folder, force: true }),
    ).rejects.toThrow(`--out ${folder} is a folder: give the archive's file name.`);
    const forced = await backupDataDir({ DATA_DIR: world.source }, { out, force: true });
    expect(forced.bytes).toBeGreaterThan(10_000);
  }, 30_000);

  it('refuses a data directory without a database to back up', async () => {
    const empty = tempDir();
    await expect(
      backupDataDir({ DATA_DIR: empty }, { out: join(empty, 'x.tar.gz') }),
    ).rejects.toThrow(`No embedded database in ${empty}: nothing to back up`);
  });

  it('restores over a database only with --force, replacing it', async () => {
    const later = await openDatabase({ DATA_DIR: world.source });
    await createDistrict(later.db, { name: 'Made after the backup' });
    await later.close();
    await expect(
      restoreDataDir({ DATA_DIR: world.source }, { from: world.archive }),
    ).rejects.toThrow(
      `${world.source} already holds a database: restore into an empty data directory, or add --force to replace it.`,
    );
    const forced = await restoreDataDir(
      { DATA_DIR: world.source },
      { from: world.archive, force: true },
    );
    expect(forced).toMatchObject({ districts: 0, migrationsApplied: 0 });
    expect(readdirSync(world.source)).toEqual(['pgdata']);
    const restored = await openDatabase({ DATA_DIR: world.source });
    expect(await restored.db.$count(districts)).toBe(0);
    await restored.close();
  }, 30_000);

  it('points to pg_dump and pg_restore when DATABASE_URL is set', async () => {
    const location = { DATABASE_URL: POSTGRES, DATA_DIR: world.source };
    await expect(backupDataDir(location, { out: join(tempDir(), 'pg.tar.gz') })).rejects.toThrow(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc "$DATABASE_URL" -f trellis.dump',
    );
    await expect(restoreDataDir(location, { from: world.archive })).rejects.toThrow(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore --clean --if-exists -d "$DATABASE_URL" trellis.dump',
    );
  });

  it('refuses a file that is not a backup, or a damaged one, and leaves the target empty', async () => {
    const dir = tempDir();
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'meeting notes, not a database');
    const cut = join(dir, 'cut.tar.gz');
    writeFileSync(cut, readFileSync(world.archive).subarray(0, 200_000));
    for (const from of [notes, cut]) {
      const target = join(dir, 'target');
      await expect(restoreDataDir({ DATA_DIR: target }, { from })).rejects.toThrow(
        `${from} is not a Trellis backup, or it is damaged: expected an archive written by "npm run cli -- backup".`,
      );
      expect(existsSync(target) ? readdirSync(target) : []).toEqual([]);
    }
    // An archive that looks right (PG_VERSION first) but holds nothing else: PGlite fails on it.
    const hollow = join(dir, 'hollow.tar');
    const tar = gunzipSync(readFileSync(world.archive));
    writeFileSync(hollow, Buffer.concat([tar.subarray(0, 1024), Buffer.alloc(1024)]));
    const target = join(dir, 'hollow-target');
    await expect(restoreDataDir({ DATA_DIR: target }, { from: hollow })).rejects.toThrow(
      new RegExp(`^Could not restore ${hollow} \\(.+\\): ${target} was left as it was\\.$`),
    );
    expect(readdirSync(target)).toEqual([]);

    const missing = join(dir, 'missing.tar.gz');
    for (const from of [missing, dir]) {
      await expect(restoreDataDir({ DATA_DIR: join(dir, 'x') }, { from })).rejects.toThrow(
        `--from ${from}: no such file.`,
      );
    }
  });
});
