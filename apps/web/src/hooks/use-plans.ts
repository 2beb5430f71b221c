import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PlanListResponseSchema, StudentPlanSchema } from '@trellis/shared/student-plans';
import { apiRequest } from '../lib/api-client';
import { useMe } from './use-me';

/** Every query about student plans starts with this key, so one call refreshes them all. */
export const plansQueryKey = ['plans'] as const;

/** The user's own and shared plans, and the one the builder works on (`GET /plans`). */
export const planListQuery = queryOptions({
  queryKey: [...plansQueryKey, 'list'],
  queryFn: ({ signal }) => apiRequest<typeof PlanListResponseSchema>('/plans', { signal }),
});

/** One student plan whole, with the version its next save names (`GET /plans/:id`). */
export function planQuery(id: string) {
  return queryOptions({
    queryKey: [...plansQueryKey, 'plan', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof StudentPlanSchema>(`/plans/${encodeURIComponent(id)}`, { signal }),
  });
}

// Plans are asked for only while someone is signed in: signing out clears the cache while
// the page that showed them is still mounted, which must not ask again (it would get 401).
const useSignedIn = () => Boolean(useMe().data);

export function usePlanList() {
  return useQuery({ ...planListQuery, enabled: useSignedIn() });
}

export function usePlan(id: string | null) {
  return useQuery({ ...planQuery(id ?? ''), enabled: useSignedIn() && id !== null });
}

/** Marks every plan query stale after a change (a save, a rename, a share…). */
export function invalidatePlans(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: plansQueryKey });
}
