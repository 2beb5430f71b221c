import { queryOptions, useQuery } from '@tanstack/react-query';
import { MeResponseSchema, type SignedIn } from '@trellis/shared/session';
import { apiRequest } from '../lib/api-client';

export const meQueryKey = ['me'] as const;

/** Who is signed in; `null` when nobody is. */
export async function getMe(): Promise<SignedIn | null> {
  const me = await apiRequest('/me', MeResponseSchema);
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
