/**
 * The root of every operator query. A change anywhere in the console reads all of them again:
 * a district created from a request changes the districts, the requests and the activity log.
 */
export const OPERATOR_KEY = ['operator'] as const;
