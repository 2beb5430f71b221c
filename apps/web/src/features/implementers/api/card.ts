import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AcknowledgeResponseSchema,
  type CardResponse,
  CardResponseSchema,
} from '@trellis/shared/implementers';
import { apiRequest } from '../../../lib/api-client';

const cardPath = (token: string) => `/cards/${encodeURIComponent(token)}`;

/** `GET /cards/:token`: the card a link opens, no sign-in needed. */
export function cardQuery(token: string) {
  return queryOptions({
    queryKey: ['card', token],
    queryFn: ({ signal }) => apiRequest(cardPath(token), CardResponseSchema, { signal }),
  });
}

export function useCard(token: string, enabled: boolean) {
  return useQuery({ ...cardQuery(token), enabled });
}

/** `POST /cards/:token/acknowledge`: the implementer confirms reading the card. */
export function useAcknowledgeCard(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${cardPath(token)}/acknowledge`, AcknowledgeResponseSchema, { method: 'POST' }),
    onSuccess: ({ acknowledgedAt }) =>
      queryClient.setQueryData(cardQuery(token).queryKey, (card: CardResponse | undefined) =>
        card ? { ...card, acknowledgedAt } : card,
      ),
  });
}
