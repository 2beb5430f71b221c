import { queryOptions, useQuery } from '@tanstack/react-query';
import { AuditListResponseSchema } from '@trellis/shared/administration';
import { apiRequest } from '../../../lib/api-client';
import { OPERATOR_KEY } from './operator-key';

/** `GET /operator/audit`: every district's administrative actions, newest first. */
export function useOperatorAudit() {
  return useQuery(
    queryOptions({
      queryKey: [...OPERATOR_KEY, 'audit'],
      queryFn: ({ signal }) => apiRequest('/operator/audit', AuditListResponseSchema, { signal }),
    }),
  );
}
