import { useMutation } from '@tanstack/react-query';
import type { EstimateResponseSchema, EstimateRequestBody } from '@trellis/shared/estimate';
import { apiRequest } from '../../../lib/api-client';

/** `POST /estimate-requests`: stores the request and e-mails sales. */
export function useRequestEstimate() {
  return useMutation({
    mutationFn: (body: EstimateRequestBody) =>
      apiRequest<typeof EstimateResponseSchema>('/estimate-requests', { method: 'POST', body }),
  });
}
