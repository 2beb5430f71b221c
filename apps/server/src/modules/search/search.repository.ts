import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { ACCOMMODATION_CATEGORIES } from '@trellis/shared/content';
import type { Db } from '../../db/client';
import { accommodations, searchWords } from '../../db/schema/index';

/** The least trigram similarity at which a misspelt word is taken for a library word. */
export const CORRECTION_THRESHOLD = 0.35;

/** Which of `words` the library uses. */
export async function knownWords(db: Db, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(inArray(searchWords.word, words));
  return new Set(rows.map((row) => row.word));
}

/** Whether some library word starts with `prefix` (the word still being typed). */
export async function isPrefixOfWord(db: Db, prefix: string): Promise<boolean> {
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(like(searchWords.word, `${prefix}%`))
    .limit(1);
  return rows.length > 0;
}

/** The library word closest to a misspelt one by trigram similarity, if any is close. */
export async function closestWord(db: Db, word: string): Promise<string | null> {
  const similarity = sql<number>`similarity(${searchWords.word}, ${word})`;
  const [row] = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    // A correction is about as long as the word typed: "xylophone" is not a misspelt "phone".
    .where(
      sql`${similarity} >= ${CORRECTION_THRESHOLD} and abs(length(${searchWords.word}) - length(${word})) <= greatest(2, length(${word}) * 0.3)`,
    )
    .orderBy(desc(similarity), asc(sql`length(${searchWords.word})`), asc(searchWords.word))
    .limit(1);
  return row?.word ?? null;
}

const summary = {
  key: accommodations.key,
  category: accommodations.category,
  number: accommodations.number,
  title: accommodations.title,
  subtitle: accommodations.subtitle,
  tier: accommodations.tier,
  modification: accommodations.modification,
};

const categoryOrder = sql`array_position(array[${sql.join(
  ACCOMMODATION_CATEGORIES.map((category) => sql`${category.prefix}`),
  sql`, `,
)}]::text[], ${accommodations.category}::text)`;

/** The `to_tsquery` texts of one search (built from safe words only). */
export interface SearchTerms {
  /** Every word of the typed words or of a synonym variant: what a result should match. */
  all: string;
  /** Any of those words: the fallback when nothing has them all. */
  any: string;
  /** The typed words themselves: matching them ranks highest. */
  primary: string;
  /** The words in the order typed: matching them as a phrase adds to the rank. */
  phrase: string;
}

/**
 * Accommodations matching a search, most relevant first. Title and key weigh most, then
 * subtitle, description, the rest; the typed words count double against synonyms, and
 * the typed phrase ("text to speech", not "speech to text") adds more.
 */
export async function matchingAccommodations(
  db: Db,
  terms: SearchTerms,
  mode: 'all' | 'any',
  limit: number,
) {
  const vector = accommodations.searchVector;
  const match = sql`to_tsquery('english', ${terms[mode]})`;
  const primary = sql`to_tsquery('english', ${terms.primary})`;
  const phrase = sql`phraseto_tsquery('english', ${terms.phrase})`;
  // ts_rank saturates for long texts that use a word often and ignores word order, so what
  // the title says is checked on its own: the typed words in it, and the phrase in order.
  const title = sql`to_tsvector('english', ${accommodations.key} || ' ' || ${accommodations.title})`;
  const rank = sql<number>`ts_rank(${vector}, ${match}) + 2 * ts_rank(${vector}, ${primary}) + (case when ${title} @@ ${primary} then 2 when ${title} @@ ${match} then 1 else 0 end) + (case when ${title} @@ ${phrase} then 2 else 0 end)`;
  return db
    .select({ ...summary, rank })
    .from(accommodations)
    .where(sql`${vector} @@ ${match}`)
    .orderBy(desc(rank), asc(categoryOrder), asc(accommodations.number))
    .limit(limit);
}

/** One accommodation by its exact key, for a search that is a key such as "L12". */
export async function accommodationByKey(db: Db, key: string) {
  const [row] = await db
    .select({ ...summary, rank: sql<number>`1` })
    .from(accommodations)
    .where(and(eq(accommodations.key, key)));
  return row;
}
