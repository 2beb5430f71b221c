import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfoSchema } from '@trellis/shared/site';
import { apiRequest } from '../lib/api-client';

export const siteInfoQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: () => apiRequest<typeof SiteInfoSchema>('/site'),
  staleTime: Infinity,
});

/** Support contacts and version of this installation (undefined until loaded). */
export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions).data;
}
