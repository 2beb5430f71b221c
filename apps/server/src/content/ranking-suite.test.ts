import { beforeAll, describe, expect, it } from 'vitest';
import type { Accommodation, Library } from '@trellis/shared/content';
import { DIRECT_NEED_PRIORITY } from '@trellis/shared/matching';
import { loadValidContent } from '../../test/content-fixture';
import { DEFAULT_CONTENT_DIR } from '../config';
import { rankProfile } from './profile-ranking';
import { DISTINCT_CONDITION_NEEDS, RANKING_PROFILES } from './ranking-profiles';
import { REVIEW_PROFILES } from './review-profiles';

const TOP = 5;

/** Whether the entry lists one of `needs` at `priority` or above. */
function serves(entry: Accommodation, needs: readonly string[], priority: number): boolean {
  return entry.needs.some((listed) => listed.priority >= priority && needs.includes(listed.need));
}

/** "Clearly helps" on the content scale (content/README.md). */
const CLEARLY_HELPS = 2;

/**
 * Twenty students a case manager would try (issue 13), and the first review's ten: for each, what an IEP team expects in
 * the first five rows of each category, and what must never be there. A content change that
 * breaks one of these makes the ranking worse for a real student.
 */
describe('ranking suite: thirty students on the real library', () => {
  let library: Library;
  let byKey: Map<string, Accommodation>;
  beforeAll(async () => {
    library = (await loadValidContent(DEFAULT_CONTENT_DIR)).library;
    byKey = new Map(library.accommodations.map((entry) => [entry.key, entry]));
  });

  it('uses only needs and strengths the library has, and keys it has', () => {
    const needs = new Set(library.needCategories.flatMap((c) => c.needs.map((n) => n.name)));
    const strengths = new Set(
      library.strengthCategories.flatMap((c) => c.strengths.map((s) => s.name)),
    );
    const unknown = [...RANKING_PROFILES, ...REVIEW_PROFILES].flatMap((profile) => [
      ...profile.needs.flatMap(([name]) => (needs.has(name) ? [] : [name])),
      ...profile.strengths.filter((name) => !strengths.has(name)),
      ...Object.values(profile.firstFive)
        .flat()
        .flatMap((choice) => choice.split('|'))
        .concat(profile.notFirstFive ?? [])
        .filter((key) => !byKey.has(key)),
      ...DISTINCT_CONDITION_NEEDS.filter((name) => !needs.has(name)),
    ]);
    expect(unknown).toEqual([]);
    expect(RANKING_PROFILES).toHaveLength(20);
  });

  it.each([...RANKING_PROFILES, ...REVIEW_PROFILES])('$student', (profile) => {
    const ranked = rankProfile(library, profile);
    const chosen = profile.needs.map(([name]) => name);
    const lacking = DISTINCT_CONDITION_NEEDS.filter((name) => !chosen.includes(name));
    const problems: string[] = [];
    for (const [category, results] of ranked) {
      const top = results.slice(0, TOP);
      const keys = top.map((result) => result.key);
      const shown = `${category} first five: ${keys.join(' ')}`;
      for (const choice of profile.firstFive[category as keyof typeof profile.firstFive] ?? []) {
        if (!choice.split('|').some((key) => keys.includes(key))) {
          problems.push(`${shown}: none of ${choice}`);
        }
      }
      const common = results.filter((result) => !byKey.get(result.key)?.niche).length;
      for (const result of top) {
        const entry = byKey.get(result.key);
        if (!entry) continue;
        if (result.needs.length === 0) problems.push(`${shown}: ${entry.key} matches no need`);
        // A niche entry may fill the first five only where too few common supports match.
        if (entry.niche && !serves(entry, chosen, DIRECT_NEED_PRIORITY) && common >= TOP) {
          problems.push(`${shown}: niche ${entry.key} without a direct match`);
        }
        // Designed for a condition the student does not have, and reached through a loose tag.
        if (serves(entry, lacking, DIRECT_NEED_PRIORITY) && !serves(entry, chosen, CLEARLY_HELPS)) {
          problems.push(`${shown}: ${entry.key} is for a condition the student does not have`);
        }
        if (profile.notFirstFive?.includes(entry.key)) {
          problems.push(`${shown}: ${entry.key} must not be here`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
