import type { Accommodation, Library } from '@trellis/shared/content';
import { ACCOMMODATION_CATEGORIES, TIERS } from '@trellis/shared/content-constants';
import { keysReached } from './profile-ranking';
import { RANKING_PROFILES } from './ranking-profiles';
import { REVIEW_PROFILES } from './review-profiles';

/** The library's coverage minimums (library v3, issue 13). */
export const COVERAGE_MINIMUMS = {
  total: 440,
  perCategory: 100,
  perNeed: 12,
  categoriesPerNeed: 3,
  perStrength: 5,
} as const;

/** A need whose accommodations are mostly (this share or more) of one category is reported. */
const ONE_CATEGORY_SHARE = 0.6;
/** Rows of each category a profile's ranking is read to, for entries no profile reaches. */
const REACH_ROWS = 20;

/** Two entries whose titles or descriptions share this much vocabulary look like duplicates. */
const TITLE_SIMILARITY = 0.6;
const DESCRIPTION_SIMILARITY = 0.55;

export interface NeedCoverage {
  name: string;
  accommodations: number;
  categories: string[];
  tiers: number[];
  /** True when every accommodation for the need is a modification. */
  onlyModifications: boolean;
}

export interface ContentReport {
  total: number;
  /** Needs served mostly by one category, with that category and its share. */
  mostlyOneCategory: { name: string; category: string; share: number }[];
  /** Keys that reach no ranking profile's first 20 rows in their category. */
  neverReached: string[];
  /** Overlapping needs declared in needs.yaml, counted once when both match. */
  relatedPairs: [string, string][];
  perCategory: Record<string, number>;
  perTier: Record<number, number>;
  needs: NeedCoverage[];
  strengths: { name: string; uses: number }[];
  thin: { key: string; problem: string }[];
  likelyDuplicates: { a: string; b: string; why: string }[];
  /** Every minimum that is not met, in words; empty when the library meets them all. */
  shortfalls: string[];
}

const STOP = new Set([
  'the',
  'and',
  'for',
  'with',
  'a',
  'an',
  'of',
  'to',
  'or',
  'in',
  'on',
  'at',
  'by',
  'is',
  'it',
  'as',
]);

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 2 && !STOP.has(word)),
  );
}

function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

function duplicates(entries: Accommodation[]): ContentReport['likelyDuplicates'] {
  const shapes = entries.map((entry) => ({
    key: entry.key,
    title: words(entry.title),
    description: words(entry.description),
  }));
  const found: ContentReport['likelyDuplicates'] = [];
  shapes.forEach((a, i) => {
    for (const b of shapes.slice(i + 1)) {
      const title = similarity(a.title, b.title);
      const description = similarity(a.description, b.description);
      if (title >= TITLE_SIMILARITY)
        found.push({ a: a.key, b: b.key, why: `titles ${Math.round(title * 100)}% alike` });
      else if (description >= DESCRIPTION_SIMILARITY) {
        found.push({
          a: a.key,
          b: b.key,
          why: `descriptions ${Math.round(description * 100)}% alike`,
        });
      }
    }
  });
  return found;
}

function needCoverage(library: Library): NeedCoverage[] {
  return library.needCategories.flatMap((category) =>
    category.needs.map((need) => {
      const serving = library.accommodations.filter((entry) =>
        entry.needs.some((listed) => listed.need === need.name),
      );
      return {
        name: need.name,
        accommodations: serving.length,
        categories: [...new Set(serving.map((entry) => entry.category))],
        tiers: [...new Set(serving.map((entry) => entry.tier))].sort(),
        onlyModifications: serving.length > 0 && serving.every((entry) => entry.modification),
      };
    }),
  );
}

function mostlyOneCategory(library: Library): ContentReport['mostlyOneCategory'] {
  return library.needCategories.flatMap((category) =>
    category.needs.flatMap((need) => {
      const serving = library.accommodations.filter((entry) => entry.needIds.includes(need.id));
      const counts = ACCOMMODATION_CATEGORIES.map(({ prefix }) => ({
        category: prefix,
        count: serving.filter((entry) => entry.category === prefix).length,
      })).sort((a, b) => b.count - a.count);
      const [top] = counts;
      if (!top || serving.length === 0) return [];
      const share = top.count / serving.length;
      return share >= ONE_CATEGORY_SHARE
        ? [{ name: need.name, category: top.category, share: Math.round(share * 100) / 100 }]
        : [];
    }),
  );
}

function relatedPairs(library: Library): [string, string][] {
  return library.needCategories.flatMap((category) =>
    category.needs.flatMap((need) =>
      need.related.map((other): [string, string] => [need.name, other]),
    ),
  );
}

function neverReached(library: Library): string[] {
  const reached = keysReached(library, [...RANKING_PROFILES, ...REVIEW_PROFILES], REACH_ROWS);
  return library.accommodations.map((entry) => entry.key).filter((key) => !reached.has(key));
}

/** Counts, coverage and likely problems of a library, with the minimums it misses. */
export function contentReport(library: Library): ContentReport {
  const entries = library.accommodations;
  const perCategory = Object.fromEntries(
    ACCOMMODATION_CATEGORIES.map(({ prefix }) => [
      prefix,
      entries.filter((entry) => entry.category === prefix).length,
    ]),
  );
  const perTier = Object.fromEntries(
    TIERS.map((tier) => [tier, entries.filter((entry) => entry.tier === tier).length]),
  );
  const needs = needCoverage(library);
  const strengths = library.strengthCategories.flatMap((category) =>
    category.strengths.map((strength) => ({
      name: strength.name,
      uses: entries.filter((entry) =>
        entry.strengths.some((listed) => listed.strength === strength.name),
      ).length,
    })),
  );
  const thin = entries.flatMap((entry) => [
    ...(entry.examples.length < 2 ? [{ key: entry.key, problem: 'fewer than 2 examples' }] : []),
    ...(entry.links.length === 0 ? [{ key: entry.key, problem: 'no related links' }] : []),
  ]);
  const min = COVERAGE_MINIMUMS;
  const shortfalls = [
    ...(entries.length < min.total
      ? [`${entries.length} accommodations in all (minimum ${min.total})`]
      : []),
    ...Object.entries(perCategory)
      .filter(([, count]) => count < min.perCategory)
      .map(([prefix, count]) => `${count} in category ${prefix} (minimum ${min.perCategory})`),
    ...needs
      .filter(
        (need) =>
          need.accommodations < min.perNeed || need.categories.length < min.categoriesPerNeed,
      )
      .map(
        (need) =>
          `need "${need.name}": ${need.accommodations} accommodations in ${need.categories.length} categories (minimum ${min.perNeed} in ${min.categoriesPerNeed})`,
      ),
    ...needs
      .filter((need) => need.onlyModifications)
      .map((need) => `need "${need.name}" is served only by modifications`),
    ...strengths
      .filter((strength) => strength.uses < min.perStrength)
      .map(
        (strength) =>
          `strength "${strength.name}" used ${strength.uses} times (minimum ${min.perStrength})`,
      ),
    ...thin.map((entry) => `${entry.key}: ${entry.problem}`),
  ];
  return {
    total: entries.length,
    mostlyOneCategory: mostlyOneCategory(library),
    neverReached: neverReached(library),
    relatedPairs: relatedPairs(library),
    perCategory,
    perTier,
    needs,
    strengths,
    thin,
    likelyDuplicates: duplicates(entries),
    shortfalls,
  };
}
