import type { EntryCrosswalk } from '@trellis/shared/assessments';
import type { Accommodation, DashboardMessage, Library, NeedItem } from '@trellis/shared/content';
import type { FamilyText } from '@trellis/shared/family-text';
import type { FamilyLocale } from '@trellis/shared/locales';
import {
  MATCH_RESULTS_MAX,
  type MatchResponse,
  type MatchSelection,
  createMatcher,
} from '@trellis/shared/matching';
import { relatedNeedsOf } from '@trellis/shared/related-needs';
import { crosswalksOf, emptyCrosswalk } from './crosswalk';
import { type SearchIndex, indexForSearch } from './search-index';

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
  /** An entry's text for families in one language (issue 24), any case of its key. */
  familyText(key: string, locale: FamilyLocale): FamilyText | undefined;
  activeMessages(): DashboardMessage[];
  /** The accommodations that list a need, by category (B, C, L, A) and key number. */
  accommodationsFor(needId: string): Accommodation[];
  /**
   * The best `MATCH_RESULTS_MAX` matches with what a results table row shows (title, tier,
   * category), and how many matched in all.
   */
  match(selection: MatchSelection): MatchResponse;
  /**
   * The library prepared for keyword search (stems, phrases, corrections): built at the
   * first search and kept, so starting the server does not wait for it.
   */
  readonly search: SearchIndex;
}

/**
 * Builds the search index right after what runs now (such as starting to listen) instead of
 * at the first search, which would otherwise wait for it (about 0.2 s for today's library).
 * Resolves once it is built.
 */
export function warmSearchIndex(content: ContentIndex): Promise<void> {
  return new Promise((resolve) => {
    setImmediate(() => {
      void content.search;
      resolve();
    });
  });
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
  let search: SearchIndex | undefined;
  return {
    library,
    need: (id) => needsById.get(id),
    accommodation: (key) => byKey.get(key.toUpperCase()),
    crosswalk: (key) => crosswalks.get(key.toUpperCase()) ?? emptyCrosswalk(),
    familyText: (key, locale) => library.family.texts[key.toUpperCase()]?.[locale],
    activeMessages: () => active,
    accommodationsFor: (needId) => byNeed.get(needId) ?? [],
    get search() {
      search ??= indexForSearch(library);
      return search;
    },
    match: createMatcher(
      library.accommodations,
      related,
      ({ key, category, title, tier, modification }, { score, needs, strengths }) => ({
        key,
        score,
        needs,
        strengths,
        category,
        title,
        tier,
        modification,
      }),
      MATCH_RESULTS_MAX,
    ),
  };
}
