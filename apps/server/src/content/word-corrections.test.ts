import { describe, expect, it } from 'vitest';
import { trigramsOf, wordCorrector } from './word-corrections';

describe('word corrections', () => {
  const closest = wordCorrector(['extended', 'extend', 'telephone', 'phone', 'organizer', 'time']);

  it('counts trigrams as pg_trgm does, padded two spaces before and one after', () => {
    expect([...trigramsOf('cat')]).toEqual(['  c', ' ca', 'cat', 'at ']);
  });

  it('corrects a misspelt word to the most similar library word', () => {
    expect(closest('extnded')).toBe('extended');
    expect(closest('organiser')).toBe('organizer');
  });

  it('leaves a word alone when nothing is similar enough or about as long', () => {
    expect(closest('zzzqqq')).toBeNull();
    // Similar enough (0.5) to "extend", but four letters longer: not a misspelt "extend".
    expect(wordCorrector(['extend'])('extendedly')).toBeNull();
    expect(wordCorrector(['extend'])('extendd')).toBe('extend');
  });
});
