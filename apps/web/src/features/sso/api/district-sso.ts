import { useQuery } from '@tanstack/react-query';
import type { SsoOptionsResponseSchema } from '@trellis/shared/sso';
import { apiRequest } from '../../../lib/api-client';

/** `GET /auth/sso/districts/:slug`: a district's "Sign in with …" buttons; 404 when unknown. */
export function useDistrictSso(slug: string) {
  return useQuery({
    queryKey: ['district-sso', slug],
    queryFn: ({ signal }) =>
      apiRequest<typeof SsoOptionsResponseSchema>(
        `/auth/sso/districts/${encodeURIComponent(slug)}`,
        { signal },
      ),
  });
}
