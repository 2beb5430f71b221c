import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponseSchema } from '@trellis/shared/auth';
import { apiRequest } from '../lib/api-client';
import { meQueryKey } from './use-me';

/** Revokes the session on the server; `onSignedOut` clears every client state area. */
export function useSignOut(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<typeof SuccessResponseSchema>('/auth/logout', { method: 'POST' }),
    // Signed out locally even if the server could not be reached: the cookie is HttpOnly and
    // expires on its own, and nothing of the user's must stay on this screen.
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      onSignedOut();
    },
  });
}
