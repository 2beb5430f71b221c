import { useQuery } from '@tanstack/react-query';
import type {
  UniversalSupportsResponseSchema,
  UsageResponseSchema,
} from '@trellis/shared/district-admin';
import { useAuditLog } from '../../../hooks/use-audit-log';
import { apiRequest } from '../../../lib/api-client';
import { DISTRICT_KEY } from './overview';

/** `GET /district/usage`: the last twelve months, oldest first. */
export function useUsage() {
  return useQuery({
    queryKey: [...DISTRICT_KEY, 'usage'],
    queryFn: ({ signal }) => apiRequest<typeof UsageResponseSchema>('/district/usage', { signal }),
  });
}

/** `GET /district/universal-supports`: Tier 2 and 3 items on many of the district's plans. */
export function useUniversalSupports() {
  return useQuery({
    queryKey: [...DISTRICT_KEY, 'universal-supports'],
    queryFn: ({ signal }) =>
      apiRequest<typeof UniversalSupportsResponseSchema>('/district/universal-supports', {
        signal,
      }),
  });
}

/** `GET /district/audit`: the district's activity log, newest first, a page at a time. */
export function useDistrictAudit() {
  return useAuditLog([...DISTRICT_KEY, 'audit'], '/district/audit');
}
