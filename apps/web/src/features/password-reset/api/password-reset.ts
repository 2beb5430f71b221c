import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  PasswordResetCheckResponseSchema,
  SuccessResponseSchema,
  PasswordResetCompleteBodySchema,
  PasswordResetRequestBodySchema,
} from '@trellis/shared/auth';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/password-reset/request`: answers the same whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: z.output<typeof PasswordResetRequestBodySchema>) =>
      apiRequest<typeof SuccessResponseSchema>('/auth/password-reset/request', {
        method: 'POST',
        body,
      }),
  });
}

/** Whether the link's token can still be used (so the page can say so before anyone types). */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['password-reset-check', token],
    queryFn: () =>
      apiRequest<typeof PasswordResetCheckResponseSchema>('/auth/password-reset/check', {
        method: 'POST',
        body: { token },
      }),
    staleTime: 0,
  });
}

/** `POST /auth/password-reset/complete`. */
export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (body: z.output<typeof PasswordResetCompleteBodySchema>) =>
      apiRequest<typeof SuccessResponseSchema>('/auth/password-reset/complete', {
        method: 'POST',
        body,
      }),
  });
}
