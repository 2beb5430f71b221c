import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DistrictOverviewSchema,
  AccessCodeBody,
  DistrictOverview,
} from '@trellis/shared/district-admin';
import { apiRequest } from '../../../lib/api-client';

/** Every query of the district console starts with this key, so a change can refresh them all. */
export const DISTRICT_KEY = ['district'] as const;

export const overviewQuery = queryOptions({
  queryKey: [...DISTRICT_KEY, 'overview'],
  queryFn: ({ signal }) => apiRequest<typeof DistrictOverviewSchema>('/district', { signal }),
});

/** `GET /district`: the licence and the access code. */
export function useDistrictOverview() {
  return useQuery(overviewQuery);
}

/**
 * The code's changes answer the whole overview: it replaces the cached one, and the activity
 * log (which now has a line for the change) is read again when next shown.
 */
function useOverviewChange<Variables>(send: (variables: Variables) => Promise<DistrictOverview>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (overview) => {
      queryClient.setQueryData(overviewQuery.queryKey, overview);
      void queryClient.invalidateQueries({ queryKey: [...DISTRICT_KEY, 'audit'] });
    },
  });
}

/** `PUT /district/code`: switch the code on or off and set or clear its last day. */
export function useUpdateCode() {
  return useOverviewChange((body: AccessCodeBody) =>
    apiRequest<typeof DistrictOverviewSchema>('/district/code', { method: 'PUT', body }),
  );
}

/** `POST /district/code/rotate`: a new code; the old one stops working at once. */
export function useRotateCode() {
  return useOverviewChange(() =>
    apiRequest<typeof DistrictOverviewSchema>('/district/code/rotate', { method: 'POST' }),
  );
}
