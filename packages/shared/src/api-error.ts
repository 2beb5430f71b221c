import { z } from 'zod';

/** One problem with one field of a request, as the server reports it. */
export const ApiIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiIssue = z.infer<typeof ApiIssueSchema>;

/** The body of every error response of the API. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(ApiIssueSchema).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
