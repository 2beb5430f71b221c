import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StaffListResponseSchema,
  StaffMemberSchema,
  StaffMember,
} from '@trellis/shared/district-admin';
import type { z } from 'zod';
import type { StaffRole } from '@trellis/shared/administration';
import { apiRequest } from '../../../lib/api-client';
import { DISTRICT_KEY } from './overview';

const STAFF_KEY = [...DISTRICT_KEY, 'staff'] as const;

const staffPath = (id: string, action: string) =>
  `/district/staff/${encodeURIComponent(id)}/${action}`;

/**
 * `GET /district/staff?q=`: the staff whose name or e-mail matches `q` (all when empty). The
 * previous answer stays on screen while a new search runs, so the table does not jump.
 */
export function useStaff(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: [...STAFF_KEY, term],
    queryFn: ({ signal }) =>
      apiRequest<typeof StaffListResponseSchema>(
        term ? `/district/staff?${new URLSearchParams({ q: term }).toString()}` : '/district/staff',
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** What an administrator can do to a colleague from the staff table. */
export type StaffChange =
  | { kind: 'role'; member: StaffMember; role: StaffRole }
  | { kind: 'deactivate' | 'reactivate'; member: StaffMember };

function sendChange(change: StaffChange): Promise<StaffMember> {
  const { member } = change;
  if (change.kind === 'role') {
    return apiRequest<typeof StaffMemberSchema>(staffPath(member.id, 'role'), {
      method: 'PUT',
      body: { role: change.role },
    });
  }
  return apiRequest<typeof StaffMemberSchema>(staffPath(member.id, change.kind), {
    method: 'POST',
  });
}

/**
 * A role change, a deactivation or a reactivation. The staff list (every search), the counts
 * of the overview and the activity log are read again afterwards.
 */
export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISTRICT_KEY }),
  });
}

/** The answer of a password reset sent for a colleague: where the link went. */
interface PasswordResetSent {
  sentTo: string;
}

/** `POST /district/staff/:id/password-reset`: the same link "Forgot password" sends. */
export function useSendPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: StaffMember) =>
      apiRequest<z.ZodType<PasswordResetSent>>(staffPath(member.id, 'password-reset'), {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...DISTRICT_KEY, 'audit'] }),
  });
}
