import { useMutation } from '@tanstack/react-query';
import type { SuccessResponseSchema, ChangePasswordBody } from '@trellis/shared/auth';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /auth/password`: the server checks every rule and answers why it refuses. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest<typeof SuccessResponseSchema>('/auth/password', { method: 'PUT', body }),
  });
}
