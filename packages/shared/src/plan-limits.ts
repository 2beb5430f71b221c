// Limits, names and kinds of a student plan that the web app's pages need, apart from the
// schemas so they can name them without loading zod.

/** Most accommodations one student plan may hold. */
export const STUDENT_PLAN_MAX_ITEMS = 200;
/** The label of the plan a user's first save makes when they have none (the migration's too). */
export const FIRST_PLAN_LABEL = 'My first student';
/** The kinds of plan a student may have. */
export const PLAN_TYPES = ['IEP', '504', 'Other'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
