import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT_DIR, loadValidContent } from './content-fixture';

const cli = fileURLToPath(new URL('../src/cli/index.ts', import.meta.url));
const run = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', CONTENT_DIR: FIXTURE_CONTENT_DIR },
    encoding: 'utf8',
  });

describe('npm run cli', () => {
  it('creates a district, then refuses the same code with one clear line', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'trellis-cli-')), 'data');
    const first = run(
      dataDir,
      'create-district',
      '--name',
      'Maple Grove Schools',
      '--code',
      'ABCD1234',
      '--expires',
      '2027-07-31',
    );
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(
      'Created district "Maple Grove Schools" with access code ABCD1234.',
    );
    const again = run(dataDir, 'create-district', '--name', 'Other', '--code', 'abcd1234');
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe(
      'The access code ABCD1234 is already used by "Maple Grove Schools".',
    );
  }, 60_000);

  it('explains a bad date and an unknown command', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'trellis-cli-')), 'data');
    const badDate = run(
      dataDir,
      'create-district',
      '--name',
      'X',
      '--code',
      'ABCD1234',
      '--expires',
      'next year',
    );
    expect(badDate.stderr.trim()).toBe('--expires "next year": use a date like 2027-07-31.');
    const unknown = run(dataDir, 'launch-rockets');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "launch-rockets".');
  }, 60_000);

  it('creates a district administrator and changes roles with set-role', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'trellis-cli-')), 'data');
    const person = (email: string) => [
      'create-user',
      '--email',
      email,
      '--first',
      'Maya',
      '--last',
      'Castillo',
      '--password',
      'cedar-valley-lantern',
    ];
    const district = ['--name', 'Cedar Valley Schools', '--code', 'CEDAR001'];
    const dates = ['--starts', '2026-08-01', '--expires', '2027-07-31'];
    expect(run(dataDir, 'create-district', ...district, ...dates).status).toBe(0);
    const both = run(dataDir, ...person('x@cedar.org'), '--district-admin', '--operator');
    expect(both.status).toBe(1);
    expect(both.stderr.trim()).toBe(
      'Use --operator or --district-admin, not both: an account has one role.',
    );
    const operator = run(
      dataDir,
      ...person('op@cedar.org'),
      '--district',
      'CEDAR001',
      '--operator',
    );
    expect(operator.status).toBe(1);
    expect(operator.stderr.trim()).toBe(
      "An operator's account belongs to no district: create a separate account.",
    );
    const admin = run(
      dataDir,
      ...person('maya@cedar.org'),
      '--district',
      'CEDAR001',
      '--district-admin',
    );
    expect(admin.stderr).toBe('');
    expect(admin.stdout.trim()).toBe(
      'Created district account maya@cedar.org (District administrator).',
    );

    const demoted = run(dataDir, 'set-role', '--email', 'maya@cedar.org', '--role', 'member');
    expect(demoted.stdout.trim()).toBe('Made Maya Castillo (maya@cedar.org) a staff member.');
    const individual = run(dataDir, ...person('solo@example.org'));
    expect(individual.stdout.trim()).toBe('Created individual account solo@example.org.');
    const refused = run(
      dataDir,
      'set-role',
      '--email',
      'solo@example.org',
      '--role',
      'district_admin',
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      '--role district_admin: solo@example.org is not a district account, and a district administrator belongs to a district.',
    );
  }, 90_000);

  it('imports a content folder and exports the database’s library back to YAML', async () => {
    const root = mkdtempSync(join(tmpdir(), 'trellis-cli-'));
    const dataDir = join(root, 'data');
    const imported = run(dataDir, 'content', 'import');
    expect(imported.stderr).toBe('');
    expect(imported.stdout.trim()).toBe(
      `Imported 4 accommodations from ${FIXTURE_CONTENT_DIR.replace(/\/$/, '')}.`,
    );
    expect(run(dataDir, 'content', 'import').stdout).toContain('is already imported');

    const out = join(root, 'exported');
    const exported = run(dataDir, 'content', 'export', '--out', out);
    expect(exported.stdout.trim()).toBe(`Wrote 18 content files to ${out}.`);
    const fixture = await loadValidContent();
    expect((await loadValidContent(out)).library).toEqual(fixture.library);

    const noOut = run(dataDir, 'content', 'export');
    expect(noOut.status).toBe(1);
    expect(noOut.stderr.trim()).toBe('--out is required: the folder to write to.');
  }, 60_000);
});
