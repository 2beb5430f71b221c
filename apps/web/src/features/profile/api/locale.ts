import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponseSchema } from '@trellis/shared/auth';
import type { SetLocaleBody, SignedIn } from '@trellis/shared/session';
import { meQueryKey } from '../../../hooks/use-me';
import { apiRequest } from '../../../lib/api-client';

/**
 * `PUT /me/locale`: remembers the user's language. The cached `/me` takes it at once, which
 * switches the app (`LocaleFollowsUser`) without asking the server again. The cache keeps
 * the time `/me` was answered: paired with the server's `session.now` of that answer, it
 * gives the browser's clock offset (`useServerClockOffset`), which would otherwise drift by
 * the time since, and place the session's and the licence's ends that much late.
 */
export function useSetLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetLocaleBody) =>
      apiRequest<typeof SuccessResponseSchema>('/me/locale', { method: 'PUT', body }),
    onSuccess: (_answer, { locale }) =>
      queryClient.setQueryData<SignedIn | null>(
        meQueryKey,
        (me) => (me ? { ...me, user: { ...me.user, locale } } : me),
        { updatedAt: queryClient.getQueryState(meQueryKey)?.dataUpdatedAt },
      ),
  });
}
