import type { ApiIssue } from '@trellis/shared/api-error';

/** The one error type services throw; the error handler turns it into `{code, message, issues?}`. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: string,
    message: string,
    readonly statusCode = 400,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
  }
}
