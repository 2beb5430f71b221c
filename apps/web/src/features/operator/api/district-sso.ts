import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponseSchema } from '@trellis/shared/auth';
import type {
  DistrictSsoResponseSchema,
  SsoProviderCreateBody,
  SsoProviderUpdateBody,
  SsoProviderViewSchema,
  SsoSettingsBody,
} from '@trellis/shared/sso';
import { apiRequest } from '../../../lib/api-client';
import { OPERATOR_KEY } from './operator-key';

const ssoPath = (districtId: string) => `/operator/districts/${encodeURIComponent(districtId)}/sso`;
const providerPath = (districtId: string, providerId: string) =>
  `${ssoPath(districtId)}/providers/${encodeURIComponent(providerId)}`;

/** `GET /operator/districts/:id/sso`: the district's address, domains, providers, redirect URI. */
export const districtSsoQuery = (districtId: string) =>
  queryOptions({
    queryKey: [...OPERATOR_KEY, 'districts', districtId, 'sso'],
    queryFn: ({ signal }) =>
      apiRequest<typeof DistrictSsoResponseSchema>(ssoPath(districtId), { signal }),
  });

export function useDistrictSso(districtId: string) {
  return useQuery(districtSsoQuery(districtId));
}

/** Every change reads the console again: the settings, and the activity log's new entry. */
function useOperatorMutation<Variables, Answer>(send: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_KEY }),
  });
}

/** `PUT /operator/districts/:id/sso`: the sign-in address and the e-mail domains. */
export function useSaveSsoSettings(districtId: string) {
  return useOperatorMutation((body: SsoSettingsBody) =>
    apiRequest<typeof DistrictSsoResponseSchema>(ssoPath(districtId), { method: 'PUT', body }),
  );
}

/** A provider being saved: a new one (`id` null) or a change to one (an empty secret keeps it). */
export type SsoProviderSave =
  { id: null; body: SsoProviderCreateBody } | { id: string; body: SsoProviderUpdateBody };

/** `POST …/sso/providers` or `PUT …/sso/providers/:providerId`. */
export function useSaveSsoProvider(districtId: string) {
  return useOperatorMutation(({ id, body }: SsoProviderSave) =>
    id === null
      ? apiRequest<typeof SsoProviderViewSchema>(`${ssoPath(districtId)}/providers`, {
          method: 'POST',
          body,
        })
      : apiRequest<typeof SsoProviderViewSchema>(providerPath(districtId, id), {
          method: 'PUT',
          body,
        }),
  );
}

/** `DELETE …/sso/providers/:providerId`: its accounts' links to it go with it. */
export function useRemoveSsoProvider(districtId: string) {
  return useOperatorMutation((providerId: string) =>
    apiRequest<typeof SuccessResponseSchema>(providerPath(districtId, providerId), {
      method: 'DELETE',
    }),
  );
}
