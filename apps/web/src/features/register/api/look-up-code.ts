import { useMutation } from '@tanstack/react-query';
import type { SchoolCodeResponseSchema } from '@trellis/shared/auth';
import { apiRequest } from '../../../lib/api-client';

/** `GET /auth/school-code/:code`: the district behind an access code. */
export function useLookUpCode() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<typeof SchoolCodeResponseSchema>(`/auth/school-code/${encodeURIComponent(code)}`),
  });
}
