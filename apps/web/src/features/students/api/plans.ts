import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonnelResponseSchema } from '@trellis/shared/plan-export';
import type {
  PlanHistoryResponseSchema,
  StudentPlanSchema,
  CreatePlanBody,
  SharePlanBody,
  StudentPlan,
  UpdatePlanBody,
} from '@trellis/shared/student-plans';
import { apiNoContent, apiRequest } from '../../../lib/api-client';
import { invalidatePlans, planQuery, plansQueryKey } from '../../../hooks/use-plans';
import { createPlanAndSwitch } from '../../../stores/builder-sync';

const planPath = (id: string) => `/plans/${encodeURIComponent(id)}`;

/** `GET /plans/:id/history`: who changed what, newest first. */
export function planHistoryQuery(id: string) {
  return queryOptions({
    queryKey: [...plansQueryKey, 'history', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof PlanHistoryResponseSchema>(`${planPath(id)}/history`, { signal }),
    select: (data) => data.events,
  });
}

/** `GET /plan/personnel`: colleagues of the user's district, the people a plan can be shared with. */
export const colleaguesQuery = queryOptions({
  queryKey: ['plan', 'personnel'],
  queryFn: ({ signal }) =>
    apiRequest<typeof PersonnelResponseSchema>('/plan/personnel', { signal }),
  select: (data) => data.personnel,
});

/**
 * Every change below refreshes the plan queries (the list, the builder's current plan), and
 * a change that answers the whole plan also seeds its own query, so an open dialog shows
 * the new shares at once.
 */
function useAfterChange() {
  const queryClient = useQueryClient();
  return async (plan?: StudentPlan) => {
    if (plan) queryClient.setQueryData(planQuery(plan.id).queryKey, plan);
    await invalidatePlans(queryClient);
  };
}

/**
 * `POST /plans`: a new plan, empty or started from another (`copyFrom`). The server makes
 * it the user's current plan, so the builder moves to it too (after saving what it held):
 * the browser and the server never disagree about which student the builder is on.
 */
export function useCreatePlan() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (body: CreatePlanBody) => createPlanAndSwitch(body),
    onSuccess: afterChange,
  });
}

/** `PATCH /plans/:id`: details, or archiving (`archived: true`) and restoring. */
export function useUpdatePlan() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePlanBody }) =>
      apiRequest<typeof StudentPlanSchema>(planPath(id), { method: 'PATCH', body }),
    onSuccess: afterChange,
  });
}

/** `DELETE /plans/:id`: the plan is gone for good (owner only). */
export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiNoContent(planPath(id), { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: planQuery(id).queryKey });
      return invalidatePlans(queryClient);
    },
  });
}

/** `PUT /plans/:id/shares`: shares with a colleague, or changes their role. */
export function useSharePlan() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SharePlanBody }) =>
      apiRequest<typeof StudentPlanSchema>(`${planPath(id)}/shares`, { method: 'PUT', body }),
    onSuccess: afterChange,
  });
}

/** `DELETE /plans/:id/shares/:userId`: the colleague no longer sees the plan. */
export function useUnsharePlan() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) =>
      apiRequest<typeof StudentPlanSchema>(`${planPath(id)}/shares/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
      }),
    onSuccess: afterChange,
  });
}
