import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  EstimateListSchema,
  EstimateRowSchema,
  OperatorDistrictSchema,
  DistrictFromEstimateBodySchema,
  EstimateStatus,
} from '@trellis/shared/operator-console';
import { apiRequest } from '../../../lib/api-client';
import { OPERATOR_KEY } from './operator-key';

const estimatePath = (id: string, action: string) =>
  `/operator/estimates/${encodeURIComponent(id)}/${action}`;

/** `GET /operator/estimates`: the district price estimate requests, newest first. */
export const estimatesQuery = queryOptions({
  queryKey: [...OPERATOR_KEY, 'estimates'],
  queryFn: ({ signal }) => apiRequest<typeof EstimateListSchema>('/operator/estimates', { signal }),
});

export function useEstimates() {
  return useQuery(estimatesQuery);
}

/**
 * `PUT /operator/estimates/:id/status`: where the sale stands. The saved row goes into the
 * list at once, so its select does not fall back to the old status while the list reloads.
 */
export function useSetEstimateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EstimateStatus }) =>
      apiRequest<typeof EstimateRowSchema>(estimatePath(id, 'status'), {
        method: 'PUT',
        body: { status },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(
        estimatesQuery.queryKey,
        (list) =>
          list && { requests: list.requests.map((row) => (row.id === saved.id ? saved : row)) },
      );
      return queryClient.invalidateQueries({ queryKey: OPERATOR_KEY });
    },
  });
}

type DistrictFromEstimateBody = z.input<typeof DistrictFromEstimateBodySchema>;

/**
 * `POST /operator/estimates/:id/district`: the district named after the request's school,
 * licensed for a year; the request is marked won and linked to it.
 */
export function useDistrictFromEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DistrictFromEstimateBody }) =>
      apiRequest<typeof OperatorDistrictSchema>(estimatePath(id, 'district'), {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_KEY }),
  });
}
