import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../src/cli/index.ts', import.meta.url));
const run = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
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
});
