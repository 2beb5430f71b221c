import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT_DIR } from './content-fixture';
import { useTempDirs } from './data-dirs';

// `npm run cli -- backup` and `restore` as an operator runs them: one line out, one line
// (never a stack trace) and exit code 1 when refused.

const cli = fileURLToPath(new URL('../src/cli/index.ts', import.meta.url));
const run = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATABASE_URL: '', CONTENT_DIR: FIXTURE_CONTENT_DIR, ...env },
    encoding: 'utf8',
  });

describe('npm run cli -- backup / restore', () => {
  const tempDir = useTempDirs('trellis-cli-backup-');

  it('backs up a data directory and restores it into another with --data-dir', () => {
    const root = tempDir();
    const source = { DATA_DIR: join(root, 'data') };
    const created = run(source, 'create-district', '--name', 'Maple Grove', '--code', 'ABCD1234');
    expect(created.status, created.stderr).toBe(0);

    const archive = join(root, 'trellis.tar.gz');
    const backup = run(source, 'backup', '--out', archive);
    expect(backup.stderr).toBe('');
    expect(backup.stdout.trim()).toMatch(new RegExp(`^Wrote ${archive} \\(\\d+\\.\\d MB\\)\\.$`));
    const again = run(source, 'backup', '--out', archive);
    expect([again.status, again.stderr.trim()]).toEqual([
      1,
      `${archive} already exists: choose another --out, or add --force to replace it.`,
    ]);

    const target = join(root, 'restored');
    const restore = run(source, 'restore', '--from', archive, '--data-dir', target);
    expect(restore.stderr).toBe('');
    expect(restore.stdout.trim()).toBe(
      `Restored ${archive} into ${target}: accounts 0, districts 1, plans 0, implementers 0, ` +
        'log entries 0; the database was already up to date.',
    );
    const duplicate = run(
      { DATA_DIR: target },
      'create-district',
      '--name',
      'X',
      '--code',
      'ABCD1234',
    );
    expect(duplicate.stderr.trim()).toBe(
      'The access code ABCD1234 is already used by "Maple Grove".',
    );
  }, 60_000);

  it('refuses in one line while the server runs, and on PostgreSQL', async () => {
    const dataDir = tempDir();
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dataDir, 'trellis.lock'), String(server.pid));
      // What a server's data directory looks like from outside; never opened, the lock comes first.
      mkdirSync(join(dataDir, 'pgdata'));
      writeFileSync(join(dataDir, 'pgdata', 'PG_VERSION'), '17');
      const locked = run({ DATA_DIR: dataDir }, 'backup', '--out', join(dataDir, 'x.tar.gz'));
      expect([locked.status, locked.stderr.trim()]).toEqual([
        1,
        `The server is running on ${dataDir}: stop it, then run the backup again.`,
      ]);
    } finally {
      server.kill();
    }
    const postgres = run(
      { DATABASE_URL: 'postgres://trellis@db.example.org:5432/trellis' },
      'backup',
      '--out',
      join(dataDir, 'x.tar.gz'),
    );
    expect(postgres.status).toBe(1);
    expect(postgres.stderr.trim()).toBe(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc "$DATABASE_URL" -f trellis.dump ' +
        '(and restore it with pg_restore --clean --if-exists -d "$DATABASE_URL" trellis.dump).',
    );
  }, 60_000);
});
