import { z } from 'zod';
import { API_ERROR_CODES, type ApiError, type ApiIssue } from './api-error';

// The schemas of `api-error.ts`'s types, apart so that code which only reads error codes (the
// web app's API client) does not load zod. Typed against the interfaces: they cannot drift.

/** One problem with one field of a request, as the server reports it. */
export const ApiIssueSchema: z.ZodType<ApiIssue> = z.object({
  path: z.string(),
  message: z.string(),
});

/** The body of every error response of the API. */
export const ApiErrorSchema: z.ZodType<ApiError> = z.object({
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  issues: z.array(ApiIssueSchema).optional(),
});
