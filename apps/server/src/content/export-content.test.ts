import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../config';
import { FIXTURE_CONTENT_DIR, loadValidContent } from '../../test/content-fixture';
import { exportContent } from './export-content';
import { CONTENT_FILES } from './read-content-files';

const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function exportedCopy(sourceDir: string) {
  const source = await loadValidContent(sourceDir);
  const out = await mkdtemp(join(tmpdir(), 'trellis-export-'));
  tempDirs.push(out);
  const written = await exportContent(source.library, join(out, 'content'));
  return { source, out: join(out, 'content'), written };
}

describe('content export', () => {
  it('writes every file of the content folder in a form the check accepts unchanged', async () => {
    const { source, out, written } = await exportedCopy(FIXTURE_CONTENT_DIR);
    expect(written).toEqual([
      ...CONTENT_FILES.map((spec) => spec.path),
      'assessments/smarter-balanced.yaml',
    ]);
    expect((await loadValidContent(out)).library).toEqual(source.library);
  });

  it('writes the IEP, watch-for and crosswalk fields after strengths, and the crosswalk files', async () => {
    const { out } = await exportedCopy(FIXTURE_CONTENT_DIR);
    const assessing = await readFile(join(out, 'accommodations/assessing.yaml'), 'utf8');
    expect(assessing).toContain(
      [
        '      priority: 2',
        '  section: testing',
        '  statement:',
        '    what: extended time on tests and quizzes',
        '    when: when a test or quiz is timed',
        '    amount: time and a half',
        '    provider: the classroom teacher',
        '    appliesTo: [classroom-tests, state-tests]',
        '  watchFor: Notice whether the student uses the extra time or finishes with the class.',
        '  testClass: timing-scheduling',
        '',
      ].join('\n'),
    );
    const curriculum = await readFile(join(out, 'accommodations/curriculum.yaml'), 'utf8');
    expect(curriculum).toMatch(
      / {4}appliesTo: \[instruction, classroom-tests\]\n {2}watchFor: .+\n {2}testVersions: \[A1\]\n$/,
    );
    // No codes map: the empty interop block is left out.
    expect(await readFile(join(out, 'accommodations/behavioral.yaml'), 'utf8')).not.toContain(
      'interop',
    );
    expect(await readFile(join(out, 'same-job.yaml'), 'utf8')).toMatch(/^- keys: \[C1, L1\]\n/m);
    const program = await readFile(join(out, 'assessments/smarter-balanced.yaml'), 'utf8');
    expect(program).toMatch(/^id: smarter-balanced\nname: Smarter Balanced\n/m);
    expect(program).toMatch(/^supports:\n {2}- key: A1\n {4}status: designated-support\n/m);
  });

  it('round-trips the real library, with text blocks kept as readable YAML', async () => {
    const { source, out } = await exportedCopy(DEFAULT_CONTENT_DIR);
    expect((await loadValidContent(out)).library).toEqual(source.library);
    const learning = await readFile(join(out, 'accommodations/learning.yaml'), 'utf8');
    expect(learning).toMatch(/^- key: L1\n {2}title: /m);
    expect(learning).toMatch(/^ {2}description: \|/m);
  });
});
