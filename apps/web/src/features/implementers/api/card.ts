import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcknowledgeResponseSchema,
  CardResponseSchema,
  CardResponse,
} from '@trellis/shared/implementers';
import { apiPdf, apiRequest } from '../../../lib/api-client';

const cardPath = (token: string) => `/cards/${encodeURIComponent(token)}`;

/** `GET /cards/:token`: the card a link opens, no sign-in needed. */
export function cardQuery(token: string) {
  return queryOptions({
    queryKey: ['card', token],
    queryFn: ({ signal }) => apiRequest<typeof CardResponseSchema>(cardPath(token), { signal }),
  });
}

export function useCard(token: string, enabled: boolean) {
  return useQuery({ ...cardQuery(token), enabled });
}

/** The card's PDF under the API: the link itself opens it, no sign-in needed. */
export const cardPdfPath = (token: string) => `${cardPath(token)}/pdf`;

/** `GET /cards/:token/pdf`: the card as a PDF file. */
export const downloadCardPdf = (path: string) => apiPdf(path, {});

/** `POST /cards/:token/acknowledge`: the implementer confirms reading the card. */
export function useAcknowledgeCard(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<typeof AcknowledgeResponseSchema>(`${cardPath(token)}/acknowledge`, {
        method: 'POST',
      }),
    onSuccess: ({ acknowledgedAt }) =>
      queryClient.setQueryData(cardQuery(token).queryKey, (card: CardResponse | undefined) =>
        card ? { ...card, acknowledgedAt } : card,
      ),
  });
}
