import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  NeedCategoriesResponseSchema,
  NeedResponseSchema,
  StrengthCategoriesResponseSchema,
  TopicResponseSchema,
} from '@trellis/shared/content-api';
import type { SearchResponseSchema } from '@trellis/shared/search';
import { SEARCH_MIN_LENGTH } from '@trellis/shared/search-limits';
import type { MatchResponseSchema, MatchSelection } from '@trellis/shared/matching';
import { apiRequest } from '../lib/api-client';
import { loadAccommodation } from '../lib/accommodation-batch';
import { withTimeout } from '../lib/with-timeout';

// The library changes only when the server restarts with new content, so what was fetched
// once stays good for the whole visit.
const LIBRARY_STALE_TIME = Infinity;

/** The four need categories with their needs. */
export const needCategoriesQuery = queryOptions({
  queryKey: ['content', 'need-categories'],
  queryFn: ({ signal }) =>
    apiRequest<typeof NeedCategoriesResponseSchema>('/content/need-categories', { signal }),
  staleTime: LIBRARY_STALE_TIME,
  select: (data) => data.categories,
});

/** The strength categories with their strengths. */
export const strengthCategoriesQuery = queryOptions({
  queryKey: ['content', 'strength-categories'],
  queryFn: ({ signal }) =>
    apiRequest<typeof StrengthCategoriesResponseSchema>('/content/strength-categories', { signal }),
  staleTime: LIBRARY_STALE_TIME,
  select: (data) => data.categories,
});

/** One need with its browse sections. */
export function needQuery(id: string) {
  return queryOptions({
    queryKey: ['content', 'need', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof NeedResponseSchema>(`/content/needs/${encodeURIComponent(id)}`, { signal }),
    staleTime: LIBRARY_STALE_TIME,
  });
}

/** One accommodation with its full text (asked together with others: lib/accommodation-batch). */
export function accommodationQuery(key: string) {
  return queryOptions({
    queryKey: ['content', 'accommodation', key],
    queryFn: () => loadAccommodation(key),
    staleTime: LIBRARY_STALE_TIME,
  });
}

export function useNeedCategories() {
  return useQuery(needCategoriesQuery);
}

export function useStrengthCategories() {
  return useQuery(strengthCategoriesQuery);
}

/**
 * Ranked accommodations for a selection. Each selection is its own query, so a change
 * drops the old results and recomputes (spec §4); going back to an earlier selection is
 * answered from the cache at once.
 */
export function useMatches(selection: MatchSelection, enabled = true) {
  return useQuery({
    queryKey: ['content', 'match', selection],
    queryFn: ({ signal }) =>
      apiRequest<typeof MatchResponseSchema>('/content/match', {
        method: 'POST',
        body: selection,
        signal,
      }),
    staleTime: LIBRARY_STALE_TIME,
    enabled,
  });
}

/** Browse gives up after a minute (spec §9: browse request time-out 60000 ms). */
export const BROWSE_TIMEOUT_MS = 60_000;

/** One browse topic: the need with its accommodations. A failure is not retried. */
export function topicQuery(id: string) {
  return queryOptions({
    queryKey: ['content', 'topic', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof TopicResponseSchema>(`/content/topics/${encodeURIComponent(id)}`, {
        signal: withTimeout(signal, BROWSE_TIMEOUT_MS),
      }),
    staleTime: LIBRARY_STALE_TIME,
    retry: false,
  });
}

/** Search results for a term of at least 3 characters (spec §5). */
export function useSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: ['content', 'search', q],
    queryFn: ({ signal }) =>
      apiRequest<typeof SearchResponseSchema>(`/content/search?q=${encodeURIComponent(q)}`, {
        signal,
      }),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    staleTime: LIBRARY_STALE_TIME,
  });
}
