import { describe, expect, it } from 'vitest';
import { bestPositions, placeInLibrary, positionOf, rankKey } from './match-ranking';

const place = { heldBack: false, hundredths: 300, tier: 2, modification: false, position: 7 };

function keyOf(ranked: typeof place): number {
  const { heldBack, hundredths, tier, modification, position } = ranked;
  return rankKey(heldBack, hundredths, placeInLibrary(tier, modification, position));
}

describe('rankKey', () => {
  it.each([
    ['a held-back entry after any other', { heldBack: true, hundredths: 45150 }],
    ['a lower score after a higher one', { hundredths: 299 }],
    ['a heavier tier after a lighter one at the same score', { tier: 3 }],
    ['a modification after an accommodation', { modification: true }],
    ['a later library position after an earlier one', { position: 8 }],
  ])('puts %s', (_name, change) => {
    expect(keyOf({ ...place, ...change })).toBeGreaterThan(keyOf(place));
  });

  it('says which library position it ranks, at the largest score and position', () => {
    const last = {
      heldBack: true,
      hundredths: 0,
      tier: 3,
      modification: true,
      position: 2 ** 20 - 1,
    };
    const key = keyOf(last);
    expect(Number.isSafeInteger(key)).toBe(true);
    expect(positionOf(key)).toBe(2 ** 20 - 1);
  });
});

describe('bestPositions', () => {
  it.each([0, 1, 250, 999, 1000, 5000])('keeps the best %i of 1000 keys in order', (limit) => {
    // Shuffled with a fixed multiplier, so a failure can be replayed.
    const positions = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000);
    const keys = positions.map((position) =>
      keyOf({ ...place, hundredths: position % 37, position }),
    );
    const expected = [...keys]
      .sort((a, b) => a - b)
      .slice(0, limit)
      .map(positionOf);
    expect(bestPositions(Float64Array.from(keys), limit)).toEqual(expected);
  });
});
