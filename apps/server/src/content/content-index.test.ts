import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '@trellis/shared/content';
import { MATCH_RESULTS_MAX, matchAccommodations } from '@trellis/shared/matching';
import { relatedNeedsOf } from '@trellis/shared/related-needs';
import { loadValidContent } from '../../test/content-fixture';
import { DEFAULT_CONTENT_DIR } from '../config';
import { indexLibrary, warmSearchIndex } from './content-index';

describe('content index on the real library', () => {
  let library: Library;
  beforeAll(async () => {
    library = (await loadValidContent(DEFAULT_CONTENT_DIR)).library;
  });

  it('matches at most the best 250, in the full ranking order, and says how many matched', () => {
    const needs = library.needCategories.flatMap((category) => category.needs);
    const selection = {
      needs: needs.map((need) => ({ name: need.name, priority: 1 as const })),
      strengths: [{ name: 'Visual Learner' }],
    };
    const full = matchAccommodations(library.accommodations, selection, relatedNeedsOf(needs));
    expect(full.length).toBeGreaterThan(MATCH_RESULTS_MAX);
    const { results, total } = indexLibrary(library).match(selection);
    expect(total).toBe(full.length);
    expect(results.map(({ key, score }) => [key, score])).toEqual(
      full.slice(0, MATCH_RESULTS_MAX).map(({ key, score }) => [key, score]),
    );
  });

  it('builds the search index after the current work when warmed, not during it', async () => {
    let examplesRead = 0;
    const [first, ...rest] = library.accommodations;
    if (!first) throw new Error('The real library has no accommodations.');
    // Only the search index reads an entry's examples.
    const watched = Object.defineProperty({ ...first }, 'examples', {
      get: () => ((examplesRead += 1), first.examples),
      enumerable: true,
    });
    const content = indexLibrary({ ...library, accommodations: [watched, ...rest] });
    const warmed = warmSearchIndex(content);
    expect(examplesRead).toBe(0);
    await warmed;
    const whenBuilt = examplesRead;
    expect(whenBuilt).toBeGreaterThan(0);
    // The first search finds it built.
    void content.search;
    expect(examplesRead).toBe(whenBuilt);
  });

  it("answers an entry's family text by language, whatever the case of its key", () => {
    const content = indexLibrary(library);
    const english = content.familyText('l1', 'en');
    const spanish = content.familyText('L1', 'es');
    expect(english?.text).toBe(library.family.texts.L1?.en?.text);
    expect(spanish?.text).toBe(library.family.texts.L1?.es?.text);
    expect(spanish?.text).not.toBe(english?.text);
    expect(content.familyText('Z999', 'en')).toBeUndefined();
  });
});
