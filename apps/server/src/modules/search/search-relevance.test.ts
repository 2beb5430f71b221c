import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '@trellis/shared/content';
import { loadValidContent } from '../../../test/content-fixture';
import { DEFAULT_CONTENT_DIR } from '../../config';
import { type SearchIndex, indexForSearch } from '../../content/search-index';
import { SYNONYM_GROUPS } from './synonyms';
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

describe('search relevance on the real library', () => {
  let library: Library;
  let index: SearchIndex;
  beforeAll(async () => {
    library = (await loadValidContent(DEFAULT_CONTENT_DIR)).library;
    index = indexForSearch(library);
  });

  it.each(QUERIES)('"%s" finds %j in the top five', (query, expected) => {
    const { results } = searchAccommodations(index, query);
    const topFive = results.slice(0, 5).map((result) => result.key);
    for (const key of expected) expect(topFive, `top five: ${topFive.join(' ')}`).toContain(key);
  });

  it('puts an exact key first, in any case and spacing', () => {
    for (const query of ['L12', 'l12', 'L 12']) {
      expect(searchAccommodations(index, query).results[0]?.key).toBe('L12');
    }
  });

  it('says how it corrected a misspelt term, and not when nothing was misspelt', () => {
    expect(searchAccommodations(index, 'extnded tim').correctedQuery).toBe('extended tim');
    expect(searchAccommodations(index, 'extended time').correctedQuery).toBeNull();
  });

  it('matches the last word as a prefix while it is being typed', () => {
    const { results } = searchAccommodations(index, 'manipul');
    expect(results[0]?.key).toBe('C23');
  });

  it('answers an empty list for words the library does not use', () => {
    expect(searchAccommodations(index, 'zzzqqq xylophone').results).toEqual([]);
  });

  it('finds only the entries about extended time, not every entry with "extend" and "time"', () => {
    const extraTime = SYNONYM_GROUPS.find((group) => group.includes('extended time')) ?? [];
    // Each phrase of the group, any ending of its words, at most one word between them.
    const phrases = extraTime.map((phrase) =>
      phrase
        .split(' ')
        .map((word) => `${word.slice(0, Math.max(4, word.length - 2))}\\w*`)
        .join('\\W+(?:\\w+\\W+)?'),
    );
    const sayings = new RegExp(`\\b(${phrases.join('|')})`, 'i');
    const { results } = searchAccommodations(index, 'extended time');
    expect(results.length).toBeGreaterThan(1);
    // Before: 250 (the most a search returns), every entry that said "extend" and "time".
    expect(results.length).toBeLessThan(50);
    for (const { key } of results) {
      const entry = library.accommodations.find((candidate) => candidate.key === key);
      const text = [entry?.title, entry?.subtitle, entry?.description, entry?.considerations]
        .concat(entry?.examples)
        .join(' ');
      expect(text, key).toMatch(sayings);
    }
  });

  it('tells "text to speech" from "speech to text"', () => {
    const keys = (query: string) =>
      searchAccommodations(index, query)
        .results.slice(0, 2)
        .map((result) => result.key)
        .sort();
    expect(keys('text to speech')).toEqual(['A2', 'L1']);
    expect(keys('speech to text')).toEqual(['A12', 'L6']);
  });

  it("corrects a misspelt word from the library's own words", () => {
    const { correctedQuery, results } = searchAccommodations(index, 'grafic organizer');
    expect(correctedQuery).toBe('graphic organizer');
    expect(results.slice(0, 5).map((result) => result.key)).toContain('C9');
  });

  it('finds entries by a synonym the entry never uses', () => {
    const { results } = searchAccommodations(index, 'vocab');
    const l21 = library.accommodations.find((entry) => entry.key === 'L21');
    expect(JSON.stringify(l21)).not.toMatch(/\bvocab\b/i);
    expect(results.slice(0, 5).map((result) => result.key)).toContain('L21');
  });

  it('falls back to every word anywhere, then to any word', () => {
    // No entry has "help", "writing" and "essays" together, but some have all three.
    const everyWord = searchAccommodations(index, 'help with writing essays').results;
    expect(everyWord.length).toBeGreaterThan(0);
    // No entry has both: the entries with either come back.
    const anyWord = searchAccommodations(index, 'dog calculator').results.map((r) => r.key);
    expect(anyWord).toEqual(expect.arrayContaining(['A17', 'L88']));
  });
});
