import { beforeAll, describe, expect, it } from 'vitest';
import { loadValidContent } from '../../../test/content-fixture';
import { DEFAULT_CONTENT_DIR } from '../../config';
import { type SearchIndex, indexForSearch } from '../../content/search-index';
import { parseQuery } from './search-query';
import { relevance, roughStemsOf } from './search-rank';
import { FULLY_RANKED, searchAccommodations } from './search.service';

/** Whether each number is at most the one before it. */
function descending(numbers: readonly number[]): boolean {
  return numbers.every((number, i) => i === 0 || number <= (numbers[i - 1] ?? Infinity));
}

describe('search ranks in two stages on the real library', () => {
  let index: SearchIndex;
  beforeAll(async () => {
    index = indexForSearch((await loadValidContent(DEFAULT_CONTENT_DIR)).library);
  });

  function ranked(query: string) {
    const parsed = parseQuery(index, query);
    const rough = index.stemScores(roughStemsOf(parsed));
    const results = searchAccommodations(index, query).results.map((result) => {
      const position = index.documentOf(result.key) ?? -1;
      const document = index.documents[position];
      if (!document) throw new Error(`${result.key} is not in the index`);
      return { full: relevance(document, parsed), rough: rough[position] ?? 0 };
    });
    return results;
  }

  it('ranks every result in full when the query finds few', () => {
    const results = ranked('read aloud');
    expect(results.length).toBeGreaterThan(20);
    expect(results.length).toBeLessThanOrEqual(FULLY_RANKED);
    expect(descending(results.map((result) => result.full))).toBe(true);
  });

  it('ranks in full the best by rough score when it finds many, the rest by rough score', () => {
    const results = ranked('time');
    const [first, rest] = [results.slice(0, FULLY_RANKED), results.slice(FULLY_RANKED)];
    expect(rest.length).toBeGreaterThan(0);
    expect(descending(first.map((result) => result.full))).toBe(true);
    expect(descending(rest.map((result) => result.rough))).toBe(true);
    const lowestPicked = Math.min(...first.map((result) => result.rough));
    expect(rest.every((result) => result.rough <= lowestPicked)).toBe(true);
  });
});
