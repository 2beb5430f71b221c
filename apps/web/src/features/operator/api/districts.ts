import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeleteDistrictResponseSchema,
  OperatorDistrictListSchema,
  OperatorDistrictSchema,
  DistrictAdministratorBody,
  DistrictBody,
} from '@trellis/shared/operator-console';
import { apiRequest } from '../../../lib/api-client';
import { OPERATOR_KEY } from './operator-key';

const districtPath = (id: string) => `/operator/districts/${encodeURIComponent(id)}`;

/** `GET /operator/districts`: every district, by name. */
export const districtsQuery = queryOptions({
  queryKey: [...OPERATOR_KEY, 'districts'],
  queryFn: ({ signal }) =>
    apiRequest<typeof OperatorDistrictListSchema>('/operator/districts', { signal }),
});

export function useDistricts() {
  return useQuery(districtsQuery);
}

/** The district being saved: a new one (`id` null) or a change to one. */
export interface DistrictSave {
  id: string | null;
  body: DistrictBody;
}

/**
 * `POST /operator/districts` (new) or `PUT /operator/districts/:id` (rename, extend, end,
 * deactivate, change the code). The console is read again afterwards.
 */
export function useSaveDistrict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: DistrictSave) =>
      id
        ? apiRequest<typeof OperatorDistrictSchema>(districtPath(id), { method: 'PUT', body })
        : apiRequest<typeof OperatorDistrictSchema>('/operator/districts', {
            method: 'POST',
            body,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_KEY }),
  });
}

/** `POST /operator/districts/:id/delete`: every account of the district, with all their data. */
export function useDeleteDistrict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) =>
      apiRequest<typeof DeleteDistrictResponseSchema>(`${districtPath(id)}/delete`, {
        method: 'POST',
        body: { confirmName },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_KEY }),
  });
}

/**
 * `POST /operator/districts/:id/administrator`: the account with this address, which must
 * belong to the district, becomes one of its administrators (404 at `email` otherwise).
 */
export function useMakeDistrictAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DistrictAdministratorBody }) =>
      apiRequest<typeof OperatorDistrictSchema>(`${districtPath(id)}/administrator`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_KEY }),
  });
}
