import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./content-check.ts', import.meta.url));
const fixture = fileURLToPath(new URL('../../test/fixtures/content/', import.meta.url));
const tempDirs: string[] = [];

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', entry, ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

// Each test starts the check in its own process; the repository's check reads 460 entries in
// two languages through the Hunspell dictionaries.
describe('content-check', { timeout: 120_000 }, () => {
  it('checks the repository content by default and prints a summary', async () => {
    const { code, stdout } = await run([]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^Content OK: 5 need categories, \d+ needs, \d+ strengths, \d+ accommodations \(B \d+, C \d+, L \d+, A \d+\), \d+ dashboard messages, \d+ assessment programs?, \d+ same-job groups?, family text in en and es\.\nFamily text reads at a median Flesch–Kincaid grade of [\d.]+ in English and a median Szigriszt-Pazos score of [\d.]+ in Spanish\.\n$/,
    );
  });

  it('prints every problem on its own line and exits 1', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'trellis-check-')), 'content');
    tempDirs.push(dir);
    await cp(fixture, dir, { recursive: true });
    const edit = async (file: string, from: string, to: string) => {
      const path = join(dir, 'accommodations', file);
      await writeFile(path, (await readFile(path, 'utf8')).replace(from, to));
    };
    await edit('behavioral.yaml', 'tier: 1', 'tier: 5');
    await edit('curriculum.yaml', 'need: Organization', 'need: Organisation');
    const { code, stdout, stderr } = await run([dir]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      [
        'content/accommodations/behavioral.yaml: B1: tier: expected 1, 2 or 3',
        'content/accommodations/curriculum.yaml: C1: needs.1.need: unknown need "Organisation"',
        'Content check failed: 2 problems.',
        '',
      ].join('\n'),
    );
  });

  it('runs the family text quality gates once the content passes', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'trellis-check-')), 'content');
    tempDirs.push(dir);
    await cp(fixture, dir, { recursive: true });
    const path = join(dir, 'family', 'en', 'learning.yaml');
    const hard =
      'Comprehensive instructional methodologies systematically facilitate ' +
      'independent comprehension of complicated informational publications.';
    await writeFile(
      path,
      (await readFile(path, 'utf8')).replace('Listen to a book', `${hard} Lisen to a book`),
    );
    const { code, stderr } = await run([dir]);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^content\/family\/en\/learning.yaml: L1: reads at grade [\d.]+; write for grade 7 or below\n/,
    );
    expect(stderr).toContain(
      'content/family/en/learning.yaml: L1: unknown spelling: Lisen (fix, or add to the allow-list)',
    );
    expect(stderr).toMatch(/Content check failed: 2 problems\.\n$/);
  });
});
