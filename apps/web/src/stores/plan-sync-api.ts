import type {
  PlanListWithCurrentSchema,
  SavedPlanStateSchema,
  StudentPlanSchema,
  CreatePlanBody,
  SavePlanStateBody,
} from '@trellis/shared/student-plans';
import { apiNoContent, apiRequest } from '../lib/api-client';

// The plan routes the builder sync uses (the screens read plans through hooks/use-plans).

const planPath = (id: string) => `/plans/${encodeURIComponent(id)}`;

/** `GET /plans?include=current`: the user's plans, and the current one whole. */
export const fetchPlanList = () =>
  apiRequest<typeof PlanListWithCurrentSchema>('/plans?include=current');

/** `GET /plans/:id`: one plan whole, with its version. */
export const fetchPlan = (id: string) => apiRequest<typeof StudentPlanSchema>(planPath(id));

/** `POST /plans`: a new plan, which becomes the current one. */
export const createPlan = (body: CreatePlanBody) =>
  apiRequest<typeof StudentPlanSchema>('/plans', { method: 'POST', body });

/** `PUT /plans/current`: the plan the builder and My Plan work on. */
export const makePlanCurrent = (planId: string) =>
  apiNoContent('/plans/current', { method: 'PUT', body: { planId } });

/** `PUT /plans/:id/state`: saved only if the plan is still at `version` (else 409). */
export const savePlanState = (id: string, body: SavePlanStateBody) =>
  apiRequest<typeof SavedPlanStateSchema>(`${planPath(id)}/state`, { method: 'PUT', body });
