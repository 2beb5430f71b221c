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
    expect(written).toEqual(CONTENT_FILES.map((spec) => spec.path));
    expect((await loadValidContent(out)).library).toEqual(source.library);
  });

  it('round-trips the real library, with text blocks kept as readable YAML', async () => {
    const { source, out } = await exportedCopy(DEFAULT_CONTENT_DIR);
    expect((await loadValidContent(out)).library).toEqual(source.library);
    const learning = await readFile(join(out, 'accommodations/learning.yaml'), 'utf8');
    expect(learning).toMatch(/^- key: L1\n {2}title: /m);
    expect(learning).toMatch(/^ {2}description: \|/m);
  });
});
