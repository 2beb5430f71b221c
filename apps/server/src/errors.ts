import type { ApiIssue } from '@trellis/shared/api-error';

/** The one error type services throw; the error handler turns it into `{code, message, issues?}`. */
export class AppError extends Error {
  override name = 'AppError';
  /** For 429 answers: sent as the Retry-After header. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: string,
    message: string,
    readonly statusCode = 400,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
  }
}
