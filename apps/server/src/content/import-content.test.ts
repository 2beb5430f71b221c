import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, afterEach, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { type Library, compareAccommodationOrder } from '@trellis/shared/content';
import type { Database } from '../db/client';
import {
  accommodationNeeds,
  accommodationStrengths,
  accommodations,
  assessmentPrograms,
  contentState,
  dashboardMessages,
  needCategories,
  needs,
  sameJobGroups,
  strengthCategories,
  strengths,
} from '../db/schema/index';
import { describeEachDatabase } from '../../test/databases';
import { DEFAULT_CONTENT_DIR } from '../config';
import { FIXTURE_CONTENT_DIR, loadValidContent } from '../../test/content-fixture';
import { importContent, importHash, storedContentHash } from './import-content';
import { readLibrary } from './read-library';
import { ContentCheckError, syncContent } from './sync-content';

const now = new Date('2026-11-22T10:00:00Z');
const tempDirs: string[] = [];

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of the fixture folder with one file's text changed. */
async function fixtureWith(file: string, edit: (text: string) => string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'trellis-import-'));
  tempDirs.push(dir);
  await cp(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  const before = await readFile(join(dir, file), 'utf8');
  const after = edit(before);
  expect(after).not.toBe(before);
  await writeFile(join(dir, file), after);
  return dir;
}

/** Every content row, in a fixed order: what "the same rows" is compared on. */
async function contentRows(database: Database) {
  const { db } = database;
  return {
    needCategories: await db.select().from(needCategories).orderBy(asc(needCategories.name)),
    needs: await db.select().from(needs).orderBy(asc(needs.id)),
    strengthCategories: await db
      .select()
      .from(strengthCategories)
      .orderBy(asc(strengthCategories.name)),
    strengths: await db.select().from(strengths).orderBy(asc(strengths.id)),
    accommodations: await db.select().from(accommodations).orderBy(asc(accommodations.key)),
    accommodationNeeds: await db
      .select()
      .from(accommodationNeeds)
      .orderBy(asc(accommodationNeeds.accommodationKey), asc(accommodationNeeds.needId)),
    accommodationStrengths: await db
      .select()
      .from(accommodationStrengths)
      .orderBy(
        asc(accommodationStrengths.accommodationKey),
        asc(accommodationStrengths.strengthId),
      ),
    dashboardMessages: await db.select().from(dashboardMessages).orderBy(asc(dashboardMessages.id)),
    assessmentPrograms: await db
      .select()
      .from(assessmentPrograms)
      .orderBy(asc(assessmentPrograms.id)),
    sameJobGroups: await db.select().from(sameJobGroups).orderBy(asc(sameJobGroups.position)),
    hash: await storedContentHash(db),
  };
}

describeEachDatabase('content import', (createDatabase) => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  // Each test starts from the fixture library, whatever the previous one imported.
  afterEach(async () => {
    await importContent(database.db, await loadValidContent(), { now, force: true });
  });

  it('stores the library so that reading it back gives the same library', async () => {
    const fixture = await loadValidContent();
    expect(await readLibrary(database.db)).toEqual(fixture.library);
    expect(await storedContentHash(database.db)).toBe(importHash(fixture.hash));
    // The fixture has every new field, so the round trip above covers them.
    expect(fixture.library.assessmentPrograms).toHaveLength(1);
    expect(fixture.library.sameJobGroups).toHaveLength(1);
    expect(fixture.library.accommodations.map((entry) => entry.watchFor.length > 0)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('replaces the programs and same-job groups and keeps their order', async () => {
    const fixture = await loadValidContent();
    const [program] = fixture.library.assessmentPrograms;
    const [group] = fixture.library.sameJobGroups;
    if (!program || !group) throw new Error('the fixture has a program and a group');
    const changed: Library = {
      ...fixture.library,
      assessmentPrograms: [
        { ...program, id: 'state-test', name: 'State Test', supports: [] },
        program,
      ],
      sameJobGroups: [{ keys: ['B1', 'A1'], note: 'Second.' }, group],
      accommodations: fixture.library.accommodations.map((entry) =>
        entry.key === 'B1' ? { ...entry, interop: { edfi: 'X', ceds: null } } : entry,
      ),
    };
    await importContent(database.db, { library: changed, hash: 'changed' }, { now });
    expect(await readLibrary(database.db)).toEqual(changed);
    await importContent(
      database.db,
      { library: { ...changed, assessmentPrograms: [], sameJobGroups: [] }, hash: 'none' },
      { now },
    );
    const none = await readLibrary(database.db);
    expect([none.assessmentPrograms, none.sameJobGroups]).toEqual([[], []]);
  });

  it('skips an unchanged folder and gives identical rows when forced to import twice', async () => {
    const fixture = await loadValidContent();
    const before = await contentRows(database);
    expect(await importContent(database.db, fixture, { now })).toEqual({ imported: false });
    expect(await importContent(database.db, fixture, { now, force: true })).toEqual({
      imported: true,
    });
    expect(await importContent(database.db, fixture, { now, force: true })).toEqual({
      imported: true,
    });
    expect(await contentRows(database)).toEqual(before);
  });

  it('imports a changed folder at start and serves the new text', async () => {
    const dir = await fixtureWith('accommodations/learning.yaml', (text) =>
      text.replace(/title: .*/, 'title: Audiobooks for Class Novels'),
    );
    const result = await syncContent(database.db, dir, now);
    expect(result.imported).toBe(true);
    expect(result.library.accommodations.find((entry) => entry.key === 'L1')?.title).toBe(
      'Audiobooks for Class Novels',
    );
    expect(await readLibrary(database.db)).toEqual(result.library);
    // The same folder a second time is recognised by its hash.
    expect((await syncContent(database.db, dir, now)).imported).toBe(false);
  });

  it('removes entries that left the folder', async () => {
    const fixture = await loadValidContent();
    const smaller: Library = {
      ...fixture.library,
      accommodations: fixture.library.accommodations.filter((entry) => entry.key !== 'B1'),
    };
    await importContent(database.db, { library: smaller, hash: 'smaller' }, { now });
    const keys = (await readLibrary(database.db)).accommodations.map((entry) => entry.key);
    expect(keys).toEqual(['C1', 'L1', 'A1']);
  });

  it('rolls everything back when the database refuses part of an import', async () => {
    const before = await contentRows(database);
    const fixture = await loadValidContent();
    const [first] = fixture.library.accommodations;
    if (!first) throw new Error('the fixture has accommodations');
    // A repeated key passes the in-memory steps and fails on the primary key, after the
    // old rows were deleted and the taxonomy inserted: the transaction must undo all that.
    const broken: Library = {
      ...fixture.library,
      accommodations: [...fixture.library.accommodations, first],
    };
    await expect(
      importContent(database.db, { library: broken, hash: 'broken' }, { now }),
    ).rejects.toThrow();
    expect(await contentRows(database)).toEqual(before);
  });

  it('stops on a broken folder with the content check’s message, touching nothing', async () => {
    const before = await contentRows(database);
    const dir = await fixtureWith('accommodations/behavioral.yaml', (text) =>
      text.replace('tier: 1', 'tier: 4'),
    );
    const failure = syncContent(database.db, dir, now);
    await expect(failure).rejects.toBeInstanceOf(ContentCheckError);
    await expect(failure).rejects.toThrow(
      'content/accommodations/behavioral.yaml: B1: tier: expected 1, 2 or 3',
    );
    await expect(failure).rejects.toThrow('the library in the database is unchanged');
    expect(await contentRows(database)).toEqual(before);
  });

  it('imports the real library and reads every entry back unchanged', async () => {
    const real = await loadValidContent(DEFAULT_CONTENT_DIR);
    expect((await importContent(database.db, real, { now })).imported).toBe(true);
    expect(await readLibrary(database.db)).toEqual(real.library);
    const [state] = await database.db.select().from(contentState);
    expect(state?.importedAt).toEqual(now);
  });

  it('imports a library of 4,000 accommodations, more than one statement may carry', async () => {
    const real = await loadValidContent(DEFAULT_CONTENT_DIR);
    const large = { ...real, library: largeLibrary(real.library, 4000), hash: 'large' };
    expect((await importContent(database.db, large, { now })).imported).toBe(true);
    const stored = await readLibrary(database.db);
    expect(stored.accommodations).toHaveLength(4000);
    expect(stored.accommodations.at(-1)).toEqual(large.library.accommodations.at(-1));
  }, 60_000);
});

/**
 * `count` accommodations made of the library's own, renumbered: 18 columns each are over
 * PostgreSQL's 65,535 parameters of one statement, as are their need and strength rows.
 */
function largeLibrary(library: Library, count: number): Library {
  const accommodations = Array.from({ length: count }, (_, i) => {
    const entry = library.accommodations[i % library.accommodations.length];
    if (!entry) throw new Error('The real library has no accommodations.');
    const number = entry.number + 1000 * Math.floor(i / library.accommodations.length);
    return { ...entry, key: `${entry.category}${number}`, number, testVersions: [] };
  }).sort(compareAccommodationOrder);
  // Each copy reads to families as its original does.
  const texts = Object.fromEntries(
    accommodations.flatMap((entry) => {
      const original = library.family.texts[`${entry.category}${entry.number % 1000}`];
      return original ? [[entry.key, original]] : [];
    }),
  );
  return { ...library, accommodations, family: { ...library.family, texts } };
}
