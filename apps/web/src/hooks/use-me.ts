import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponseSchema, SignedIn } from '@trellis/shared/session';
import { apiRequest } from '../lib/api-client';

export const meQueryKey = ['me'] as const;

/** Who is signed in; `null` when nobody is. */
export async function getMe(): Promise<SignedIn | null> {
  const me = await apiRequest<typeof MeResponseSchema>('/me');
  return me.user && me.session ? { user: me.user, session: me.session } : null;
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: getMe,
  staleTime: Infinity,
});

/** The sign-in state: `isPending` while it resolves, then `data` is the user or null. */
export function useMe() {
  return useQuery(meQueryOptions);
}

/**
 * How far the server's clock is ahead of this browser's (ms), from its last `/me` answer.
 * Licence dates are the server's, so a laptop with a wrong clock must not decide whether the
 * builder is open: add this to the browser's time (`serverTime` in lib/server-clock).
 */
export function useServerClockOffset(): number {
  const me = useMe();
  const answeredAt = me.data?.session.now;
  return answeredAt ? Date.parse(answeredAt) - me.dataUpdatedAt : 0;
}
