import type { EntryCrosswalk } from '@trellis/shared/assessments';
import type { Accommodation, DashboardMessage, Library, NeedItem } from '@trellis/shared/content';
import {
  type MatchSelection,
  type MatchedAccommodation,
  matchAccommodations,
} from '@trellis/shared/matching';
import { relatedNeedsOf } from '@trellis/shared/related-needs';
import { crosswalksOf, emptyCrosswalk } from './crosswalk';

/**
 * The library held in memory with look-ups by id and key. Content is read-mostly, so the
 * API answers from here instead of querying the tables on every request; the index is
 * rebuilt from the database after each import.
 */
export interface ContentIndex {
  library: Library;
  need(id: string): NeedItem | undefined;
  accommodation(key: string): Accommodation | undefined;
  /**
   * An entry's state-test crosswalk (issue 17), any case of its key; an unknown key has
   * an empty one.
   */
  crosswalk(key: string): EntryCrosswalk;
  activeMessages(): DashboardMessage[];
  /** The accommodations that list a need, by category (B, C, L, A) and key number. */
  accommodationsFor(needId: string): Accommodation[];
  /** Ranked matches with what a results table row shows (title, tier, category). */
  match(selection: MatchSelection): MatchedAccommodation[];
}

/** Indexes a library. */
export function indexLibrary(library: Library): ContentIndex {
  const needsById = new Map(
    library.needCategories.flatMap((category) => category.needs.map((need) => [need.id, need])),
  );
  // Keys are matched case-insensitively: people type "l12" into address bars.
  const byKey = new Map(library.accommodations.map((entry) => [entry.key, entry]));
  const active = library.dashboardMessages.filter((message) => message.active);
  const crosswalks = crosswalksOf(library);
  const related = relatedNeedsOf(library.needCategories.flatMap((category) => category.needs));
  // The library's accommodations are already in category and key-number order.
  const byNeed = new Map<string, Accommodation[]>();
  for (const entry of library.accommodations) {
    for (const id of entry.needIds) {
      const listed = byNeed.get(id);
      if (listed) listed.push(entry);
      else byNeed.set(id, [entry]);
    }
  }
  return {
    library,
    need: (id) => needsById.get(id),
    accommodation: (key) => byKey.get(key.toUpperCase()),
    crosswalk: (key) => crosswalks.get(key.toUpperCase()) ?? emptyCrosswalk(),
    activeMessages: () => active,
    accommodationsFor: (needId) => byNeed.get(needId) ?? [],
    match: (selection) =>
      matchAccommodations(library.accommodations, selection, related).flatMap((result) => {
        const entry = byKey.get(result.key);
        if (!entry) return [];
        const { category, title, tier, modification } = entry;
        return [{ ...result, category, title, tier, modification }];
      }),
  };
}
