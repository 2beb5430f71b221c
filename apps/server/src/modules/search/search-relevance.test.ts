import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases';
import { loadValidContent } from '../../../test/content-fixture';
import { DEFAULT_CONTENT_DIR } from '../../config';
import type { Database } from '../../db/client';
import { importContent } from '../../content/import-content';
import { searchAccommodations } from './search.service';

/**
 * What teachers type, spelled as they type it, and the accommodations they mean: each must
 * be among the first five results on the real library. Misspellings, plurals, British
 * spellings, synonyms and everyday phrasing are all here on purpose.
 */
const QUERIES: [query: string, mustBeInTopFive: string[]][] = [
  ['extra time', ['A28']],
  ['extended time on tests', ['A28']],
  ['extnded tim', ['A28']],
  ['read aloud', ['A1', 'L3']],
  ['read the test to him', ['A1']],
  ['text to speech', ['L1', 'A2']],
  ['speech to text', ['L6', 'A12']],
  ['dictation', ['L6', 'A12']],
  ['audiobooks', ['L2']],
  ['fidgets', ['B8']],
  ['sensory tools', ['B8']],
  ['movement breaks', ['B7']],
  ['brain break', ['B7']],
  ["kid can't sit still", ['B7']],
  ['noise cancelling headphones', ['A25', 'B10']],
  ['sit near the teacher', ['B1']],
  ['grafic organizer', ['C9']],
  ['graphic organiser', ['C9']],
  ['calculater', ['A17', 'L35']],
  ['times tables', ['A18', 'C21']],
  ['guided notes', ['L10']],
  ['copy of notes', ['L11']],
  ['copying from the board', ['L13']],
  ['small group testing', ['A21']],
  ['separate room for tests', ['A22']],
  ['picture schedule', ['B3']],
  ['visual timer', ['B4']],
  ['token economy', ['B21']],
  ['check in check out', ['B18']],
  ['social stories', ['B23']],
  ['calm down corner', ['B22']],
  ['behaviour plan', ['B36']],
  ['sentence starters', ['C10']],
  ['word bank', ['C11']],
  ['large print', ['A3', 'C16']],
  ['no penalty for spelling', ['C33']],
  ['shorter assignments', ['C3']],
  ['sign language interpreter', ['A9']],
  ['captions', ['L38', 'C17']],
  ['retake tests', ['A35']],
  ['wait time', ['L18']],
  ['pre-teach vocabulary', ['L21']],
  ['manipulatives', ['C23']],
  ['number line', ['C22']],
  ['test anxiety', ['B14']],
];

describeEachDatabase('search relevance on the real library', (createDatabase) => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase();
    const real = await loadValidContent(DEFAULT_CONTENT_DIR);
    await importContent(database.db, real, { now: new Date(), force: true });
  });
  afterAll(async () => {
    await database.close();
  });

  it.each(QUERIES)('"%s" finds %j in the top five', async (query, expected) => {
    const { results } = await searchAccommodations(database.db, query);
    const topFive = results.slice(0, 5).map((result) => result.key);
    for (const key of expected) expect(topFive, `top five: ${topFive.join(' ')}`).toContain(key);
  });

  it('puts an exact key first, in any case and spacing', async () => {
    for (const query of ['L12', 'l12', 'L 12']) {
      expect((await searchAccommodations(database.db, query)).results[0]?.key).toBe('L12');
    }
  });

  it('says how it corrected a misspelt term, and not when nothing was misspelt', async () => {
    expect((await searchAccommodations(database.db, 'extnded tim')).correctedQuery).toBe(
      'extended tim',
    );
    expect((await searchAccommodations(database.db, 'extended time')).correctedQuery).toBeNull();
  });

  it('matches the last word as a prefix while it is being typed', async () => {
    const { results } = await searchAccommodations(database.db, 'manipul');
    expect(results[0]?.key).toBe('C23');
  });

  it('answers an empty list for words the library does not use', async () => {
    expect((await searchAccommodations(database.db, 'zzzqqq xylophone')).results).toEqual([]);
  });
});
