import { z } from 'zod';
import { safeText } from './text';
import { ACCOMMODATION_CATEGORIES, TIERS } from './content-constants';
import { SEARCH_MIN_LENGTH, SEARCH_MAX_LENGTH } from './search-limits';

/** `GET /api/v1/content/search?q=` query. */
export const SearchQuerySchema = z.object({
  q: safeText()
    .trim()
    .min(SEARCH_MIN_LENGTH, `Enter at least ${SEARCH_MIN_LENGTH} characters.`)
    .max(SEARCH_MAX_LENGTH, `Enter at most ${SEARCH_MAX_LENGTH} characters.`),
});

/** An accommodation as search and browse list it. */
export const AccommodationSummarySchema = z.object({
  key: z.string(),
  category: z.enum(ACCOMMODATION_CATEGORIES.map((category) => category.prefix)),
  title: z.string(),
  subtitle: z.string(),
  tier: z.literal(TIERS),
  modification: z.boolean(),
});
/** An accommodation in a list. */
export type AccommodationSummary = z.infer<typeof AccommodationSummarySchema>;

/** The search answer: the results, most relevant first, and the corrected term if any. */
export const SearchResponseSchema = z.object({
  query: z.string(),
  /** The term as searched after correcting misspellings ("extended time"), or null. */
  correctedQuery: z.string().nullable(),
  results: z.array(AccommodationSummarySchema),
});
/** The search answer. */
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
