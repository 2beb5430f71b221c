import { TIERS } from './content-constants';

/** Most accommodations a matcher ranks: their library positions fit the key's lowest bits. */
export const RANKED_LIBRARY_MAX = 2 ** 20;

// Room for scores in hundredths: 100 needs × High (1.5) × 3 plus the strengths' 1.5 is
// 451.5, far below 1310.72.
const SCORE_SPAN = 2 ** 17;
const TIER_SPAN = TIERS.length + 1;

const PLACE_SPAN = TIER_SPAN * 2 * RANKED_LIBRARY_MAX;

/**
 * The part of a rank key a selection does not change: lighter support first, then an
 * accommodation before a modification, then the library's order (category, key number).
 */
export function placeInLibrary(tier: number, modification: boolean, position: number): number {
  return (tier * 2 + Number(modification)) * RANKED_LIBRARY_MAX + position;
}

/**
 * A result's place packed in one number, smaller first: held-back niche entries last, then
 * the higher score (in hundredths: scores are rounded to them), then its place in the
 * library. Sorting plain numbers is several times faster than comparing objects field by
 * field, and the library position in the last bits makes every key unique, so a key also
 * says which accommodation it ranks. Every part is a whole number and the total stays under
 * 2^41, so the arithmetic is exact.
 */
export function rankKey(heldBack: boolean, hundredths: number, place: number): number {
  return (Number(heldBack) * SCORE_SPAN + (SCORE_SPAN - 1 - hundredths)) * PLACE_SPAN + place;
}

/** The library position a rank key was made for. */
export function positionOf(key: number): number {
  return key % RANKED_LIBRARY_MAX;
}

// Moves the `count` smallest keys to the front, in no order (Hoare's selection): linear
// on average, where sorting every key would grow with the number of matches times its log.
function gatherSmallest(keys: Float64Array, count: number) {
  let low = 0;
  let high = keys.length - 1;
  while (low < high) {
    const pivot = keys[(low + high) >>> 1] ?? 0;
    let i = low;
    let j = high;
    while (i <= j) {
      while ((keys[i] ?? 0) < pivot) i += 1;
      while ((keys[j] ?? 0) > pivot) j -= 1;
      if (i <= j) {
        const swapped = keys[i] ?? 0;
        keys[i] = keys[j] ?? 0;
        keys[j] = swapped;
        i += 1;
        j -= 1;
      }
    }
    if (count - 1 <= j) high = j;
    else if (count - 1 >= i) low = i;
    else return;
  }
}

/** The library positions of the best `limit` keys, best first. */
export function bestPositions(keys: Float64Array, limit: number): number[] {
  const count = Math.min(limit, keys.length);
  if (count < keys.length) gatherSmallest(keys, count);
  // A typed array sorts numerically in native code, with no comparison callback.
  const best = keys.subarray(0, count).sort();
  return Array.from(best, positionOf);
}
