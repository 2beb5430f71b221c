import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImplementerListResponseSchema,
  RemindResponseSchema,
  ImplementerBody,
  ImplementerListResponse,
} from '@trellis/shared/implementers';
import { apiPdf, apiRequest } from '../../../lib/api-client';

const base = (planId: string) => `/plans/${encodeURIComponent(planId)}/implementers`;
const one = (planId: string, implementerId: string) =>
  `${base(planId)}/${encodeURIComponent(implementerId)}`;

/** An implementer's card PDF under the API (signed in: the session's cookie goes along). */
export const cardPdfPath = (planId: string, implementerId: string) =>
  `${one(planId, implementerId)}/card.pdf`;

/** `GET /plans/:id/implementers/:implementerId/card.pdf`: the card as a PDF file. */
export const downloadCardPdf = (path: string) => apiPdf(path, {});

/** The people who carry out one plan's items (`GET /plans/:id/implementers`). */
export function implementersQuery(planId: string) {
  return queryOptions({
    queryKey: ['implementers', planId],
    queryFn: ({ signal }) =>
      apiRequest<typeof ImplementerListResponseSchema>(base(planId), { signal }),
  });
}

export function useImplementers(planId: string) {
  return useQuery(implementersQuery(planId));
}

/**
 * Every change answers the list: it is shown at once, and the query is still marked stale
 * so a second tab or a colleague's change is picked up on the next read.
 */
function useListMutation<Variables>(
  planId: string,
  call: (variables: Variables) => Promise<ImplementerListResponse>,
) {
  const queryClient = useQueryClient();
  const { queryKey } = implementersQuery(planId);
  return useMutation({
    mutationFn: call,
    onSuccess: (list) => {
      queryClient.setQueryData(queryKey, list);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** `POST /plans/:id/implementers`, or `PATCH …/:implementerId` when `id` is given. */
export function useSaveImplementer(planId: string) {
  return useListMutation(planId, ({ id, body }: { id: string | null; body: ImplementerBody }) =>
    id === null
      ? apiRequest<typeof ImplementerListResponseSchema>(base(planId), { method: 'POST', body })
      : apiRequest<typeof ImplementerListResponseSchema>(one(planId, id), {
          method: 'PATCH',
          body,
        }),
  );
}

/** `DELETE /plans/:id/implementers/:implementerId`. */
export function useRemoveImplementer(planId: string) {
  return useListMutation(planId, (id: string) =>
    apiRequest<typeof ImplementerListResponseSchema>(one(planId, id), { method: 'DELETE' }),
  );
}

/** `POST …/:implementerId/card`: e-mails the card (a new link each time). */
export function useSendCard(planId: string) {
  return useListMutation(planId, (id: string) =>
    apiRequest<typeof ImplementerListResponseSchema>(`${one(planId, id)}/card`, { method: 'POST' }),
  );
}

/** `POST …/:implementerId/revoke`: the card's link stops working. */
export function useWithdrawLink(planId: string) {
  return useListMutation(planId, (id: string) =>
    apiRequest<typeof ImplementerListResponseSchema>(`${one(planId, id)}/revoke`, {
      method: 'POST',
    }),
  );
}

/** `POST /plans/:id/implementers/remind`: e-mails those who have not confirmed. */
export function useRemindImplementers(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<typeof RemindResponseSchema>(`${base(planId)}/remind`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: implementersQuery(planId).queryKey });
    },
  });
}

/**
 * Whether the plan names anyone (false while unknown): their section shows even once the
 * plan has no items, so their links can still be withdrawn. Shares the section's query.
 */
export function useHasImplementers(planId: string | null): boolean {
  const list = useQuery({ ...implementersQuery(planId ?? ''), enabled: planId !== null });
  return (list.data?.implementers.length ?? 0) > 0;
}
