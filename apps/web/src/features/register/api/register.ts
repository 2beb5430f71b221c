import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody } from '@trellis/shared/auth';
import type { SignedInSchema } from '@trellis/shared/session';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../hooks/use-me';

/** `POST /auth/register`: creates the account and signs it in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      apiRequest<typeof SignedInSchema>('/auth/register', { method: 'POST', body }),
    onSuccess: (signedIn) => queryClient.setQueryData(meQueryKey, signedIn),
  });
}
