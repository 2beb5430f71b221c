import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInBody } from '@trellis/shared/auth';
import type { SignedInSchema } from '@trellis/shared/session';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../hooks/use-me';

/** `POST /auth/login`: on success the session cookie is set and `me` is known at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) =>
      apiRequest<typeof SignedInSchema>('/auth/login', { method: 'POST', body }),
    onSuccess: (signedIn) => queryClient.setQueryData(meQueryKey, signedIn),
  });
}
