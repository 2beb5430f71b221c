import { z } from 'zod';

/** The `:id` of every route under `/plans/:id`. */
export const PlanParams = z.object({ id: z.uuid('expected a plan id') });

/** How a plan route answers someone who may not see the plan (its API description). */
export const PLAN_HIDDEN = 'A plan the user may not see answers 404, as if it did not exist.';

/** How a plan route that changes the plan answers someone who may not see or change it. */
export const PLAN_HIDDEN_OR_READ_ONLY = `${PLAN_HIDDEN} One they may see but not change answers 403.`;
