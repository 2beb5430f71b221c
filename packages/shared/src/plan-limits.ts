// Limits and names of a student plan that the web app's entry needs, apart from the
// schemas so it can name them without loading zod.

/** Most accommodations one student plan may hold. */
export const STUDENT_PLAN_MAX_ITEMS = 200;
/** The label of the plan a user's first save makes when they have none (the migration's too). */
export const FIRST_PLAN_LABEL = 'My first student';
