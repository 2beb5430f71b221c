import type { Library } from '@trellis/shared/content';
import { ACCOMMODATION_CATEGORIES } from '@trellis/shared/content-constants';
import { type MatchResult, matchAccommodations } from '@trellis/shared/matching';
import { relatedNeedsOf } from '@trellis/shared/related-needs';
import type { RankingProfile } from './ranking-profiles';

/** A profile's ranked results as step 4 shows them: by category, best first. */
export function rankProfile(
  library: Library,
  profile: Pick<RankingProfile, 'needs' | 'strengths'>,
): Map<string, MatchResult[]> {
  const related = relatedNeedsOf(library.needCategories.flatMap((category) => category.needs));
  const results = matchAccommodations(
    library.accommodations,
    {
      needs: profile.needs.map(([name, priority]) => ({ name, priority })),
      strengths: profile.strengths.map((name) => ({ name })),
    },
    related,
  );
  return new Map(
    ACCOMMODATION_CATEGORIES.map(({ prefix }) => [
      prefix,
      results.filter((result) => result.key.startsWith(prefix)),
    ]),
  );
}

/** Keys that reach the first `rows` of some category for at least one profile. */
export function keysReached(
  library: Library,
  profiles: readonly RankingProfile[],
  rows: number,
): Set<string> {
  const reached = new Set<string>();
  for (const profile of profiles) {
    for (const results of rankProfile(library, profile).values()) {
      for (const result of results.slice(0, rows)) reached.add(result.key);
    }
  }
  return reached;
}
