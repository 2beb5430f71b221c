import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentStatusSchema, FailedMailListSchema } from '@trellis/shared/operator-console';
import { apiRequest } from '../../../lib/api-client';
import { OPERATOR_KEY } from './operator-key';

/** `GET /operator/content`: the library the server runs on. */
export function useContentStatus() {
  return useQuery(
    queryOptions({
      queryKey: [...OPERATOR_KEY, 'content'],
      queryFn: ({ signal }) =>
        apiRequest<typeof ContentStatusSchema>('/operator/content', { signal }),
    }),
  );
}

/** `GET /operator/mail`: e-mail that could not be sent, newest first. */
export function useFailedMail() {
  return useQuery(
    queryOptions({
      queryKey: [...OPERATOR_KEY, 'mail'],
      queryFn: ({ signal }) =>
        apiRequest<typeof FailedMailListSchema>('/operator/mail', { signal }),
    }),
  );
}
