import { describe, expect, it } from 'vitest';
import { loadValidContent } from '../../../test/content-fixture';
import { DEFAULT_CONTENT_DIR } from '../../config';
import { formatContentError } from '../content-error';
import { checkFamilyQuality } from './family-quality';
import { MAX_ENGLISH_GRADE, MIN_SPANISH_SCORE } from './quality-gates';

// The gates of issue 24 over the repository's family text: every entry in both languages
// reads easily and is spelt as the Hunspell dictionaries and the reviewed allow-lists say.
describe('the repository family text', async () => {
  const { library } = await loadValidContent(DEFAULT_CONTENT_DIR);
  const report = await checkFamilyQuality(library, DEFAULT_CONTENT_DIR);

  it('passes the quality gates', () => {
    expect(report.problems.map(formatContentError)).toEqual([]);
  });

  it('is measured for every entry in both languages, within the limits', () => {
    expect(report.scores.en).toHaveLength(library.accommodations.length);
    expect(report.scores.es).toHaveLength(library.accommodations.length);
    expect(Math.max(...report.scores.en)).toBeLessThanOrEqual(MAX_ENGLISH_GRADE);
    expect(Math.min(...report.scores.es)).toBeGreaterThanOrEqual(MIN_SPANISH_SCORE);
  });
});
