import { traitNameKey } from './trait-names';

/** Overlapping needs by compared name (`traitNameKey`), both ways: anxiety → {test anxiety}. */
export type RelatedNeeds = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The library's related-need declarations made symmetric: a need declares its overlaps on
 * one side in `needs.yaml`, and matching must see the pair from either need.
 */
export function relatedNeedsOf(
  needs: readonly { name: string; related?: readonly string[] }[],
): RelatedNeeds {
  const related = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    const set = related.get(a);
    if (set) set.add(b);
    else related.set(a, new Set([b]));
  };
  for (const need of needs) {
    for (const other of need.related ?? []) {
      const a = traitNameKey(need.name);
      const b = traitNameKey(other);
      if (a === b) continue;
      link(a, b);
      link(b, a);
    }
  }
  return related;
}
