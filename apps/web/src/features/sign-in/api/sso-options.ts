import { useQuery } from '@tanstack/react-query';
import type { SsoOptionsResponseSchema } from '@trellis/shared/sso';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { apiRequest } from '../../../lib/api-client';

/** How long typing must pause before the e-mail's domain is looked up. */
export const SSO_LOOKUP_DELAY_MS = 300;

// Loose on purpose: the server decides what a domain is; this only waits for "x@y.z".
const ADDRESS = /^[^\s@]+@([^\s@]+\.[^\s@.]{2,})$/;

/** The domain of a typed address once it looks complete, lower-cased; null before that. */
export function emailDomain(email: string): string | null {
  const domain = ADDRESS.exec(email.trim())?.[1];
  return domain ? domain.toLowerCase() : null;
}

/**
 * `GET /auth/sso/options?email=`: the "Sign in with …" buttons of the typed address's
 * district. Cached by domain, not by address, so typing more of a name asks once per domain.
 * A failure shows nothing: the e-mail and password form is always there.
 */
export function useSsoOptions(email: string) {
  const settled = useDebouncedValue(email.trim(), SSO_LOOKUP_DELAY_MS);
  const domain = emailDomain(settled);
  const query = useQuery({
    queryKey: ['sso-options', domain],
    queryFn: ({ signal }) =>
      apiRequest<typeof SsoOptionsResponseSchema>(
        `/auth/sso/options?email=${encodeURIComponent(settled)}`,
        { signal },
      ),
    enabled: domain !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  // Only the providers of the domain still typed: a stale answer must not linger.
  return domain !== null && domain === emailDomain(email) ? (query.data?.providers ?? []) : [];
}
