import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { contentState } from '../db/schema/index';
import { describeEachDatabase } from '../../test/databases';
import { FIXTURE_CONTENT_DIR, loadValidContent } from '../../test/content-fixture';
import { importContent, importHash, storedContentHash } from './import-content';
import { hashContentFiles, readContentFiles } from './read-content-files';
import { readLibrary } from './read-library';
import { ContentCheckError, syncContent } from './sync-content';

const now = new Date('2026-11-24T10:00:00Z');
const tempDirs: string[] = [];

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of the fixture folder with one file's text changed. */
async function fixtureWith(file: string, edit: (text: string) => string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'trellis-sync-'));
  tempDirs.push(dir);
  await cp(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  const before = await readFile(join(dir, file), 'utf8');
  const after = edit(before);
  expect(after).not.toBe(before);
  await writeFile(join(dir, file), after);
  return dir;
}

const brokenTier = (text: string) => text.replace('tier: 1', 'tier: 4');

/** Records `dir`'s files as the imported ones, as an import of that folder would. */
async function markImported(database: Database, dir: string) {
  const read = await readContentFiles(dir);
  await database.db.update(contentState).set({ hash: importHash(hashContentFiles(read.files)) });
}

describeEachDatabase('content at start-up', (createDatabase) => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(async () => {
    await importContent(database.db, await loadValidContent(), { now, force: true });
  });

  it('does not parse or check a folder whose files are the ones already imported', async () => {
    // Content that fails its check but whose hash is stored: only a start that skips the
    // check for an imported hash starts on it (with the library the database holds).
    const dir = await fixtureWith('accommodations/behavioral.yaml', brokenTier);
    await markImported(database, dir);
    const result = await syncContent(database.db, dir, now);
    expect(result.imported).toBe(false);
    expect(result.library).toEqual((await loadValidContent()).library);
  });

  it('checks and imports a folder with a changed file, then recognises it', async () => {
    const dir = await fixtureWith('accommodations/learning.yaml', (text) =>
      text.replace(/title: .*/, 'title: Audiobooks for Class Novels'),
    );
    const first = await syncContent(database.db, dir, now);
    expect(first.imported).toBe(true);
    expect(first.library.accommodations.find((entry) => entry.key === 'L1')?.title).toBe(
      'Audiobooks for Class Novels',
    );
    expect(await readLibrary(database.db)).toEqual(first.library);
    const { hash } = await loadValidContent(dir);
    expect(await storedContentHash(database.db)).toBe(importHash(hash));
    expect((await syncContent(database.db, dir, now)).imported).toBe(false);
  });

  it('refuses a changed file that breaks the check, as before, keeping the library', async () => {
    const before = await storedContentHash(database.db);
    const dir = await fixtureWith('accommodations/behavioral.yaml', brokenTier);
    const failure = syncContent(database.db, dir, now);
    await expect(failure).rejects.toBeInstanceOf(ContentCheckError);
    await expect(failure).rejects.toThrow(
      'content/accommodations/behavioral.yaml: B1: tier: expected 1, 2 or 3',
    );
    await expect(failure).rejects.toThrow('the library in the database is unchanged');
    expect(await storedContentHash(database.db)).toBe(before);
  });

  it('checks a folder it could not read whole, though the files it read are imported', async () => {
    // A stray file beside the programs is an error of the read, outside the files' hash.
    const dir = await fixtureWith('accommodations/learning.yaml', (text) => `${text}\n`);
    await markImported(database, dir);
    await writeFile(join(dir, 'assessments/notes.yml'), 'id: notes\n');
    await expect(syncContent(database.db, dir, now)).rejects.toThrow(
      'content/assessments/notes.yml: not a program file',
    );
  });
});
