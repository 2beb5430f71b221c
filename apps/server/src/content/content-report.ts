import {
  ACCOMMODATION_CATEGORIES,
  type Accommodation,
  type Library,
  TIERS,
} from '@trellis/shared/content';

/** The library's coverage minimums (the library issue's targets). */
export const COVERAGE_MINIMUMS = {
  total: 360,
  perCategory: 75,
  perNeed: 12,
  categoriesPerNeed: 3,
  perStrength: 5,
} as const;

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
    perCategory,
    perTier,
    needs,
    strengths,
    thin,
    likelyDuplicates: duplicates(entries),
    shortfalls,
  };
}
