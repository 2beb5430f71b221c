import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImplementingResponseSchema } from '@trellis/shared/delivery-log';
import { useMe } from '../../../hooks/use-me';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /plans/implementing`: the plans of the user's district that name them as an
 * implementer, shared with them or not. Not under the plans' key: a change to the user's own
 * plans does not change it. Read on each visit of My Students, so a day just logged on the
 * monitoring page shows as the last one.
 */
export const implementingQuery = queryOptions({
  queryKey: ['plans-implementing'],
  staleTime: 0,
  queryFn: ({ signal }) =>
    apiRequest<typeof ImplementingResponseSchema>('/plans/implementing', { signal }),
  select: (data) => data.plans,
});

export function useImplementing() {
  return useQuery({ ...implementingQuery, enabled: Boolean(useMe().data) });
}
