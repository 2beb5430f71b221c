import type { ApiErrorCode, ApiIssue } from '@trellis/shared/api-error';

/** The HTTP status of every API error code: one code, one status. */
export const ERROR_STATUS: Readonly<Record<ApiErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  JSON_REQUIRED: 415,
  CROSS_ORIGIN: 403,
  BODY_TOO_LARGE: 413,
  REQUEST_TIMEOUT: 408,
  NOT_FOUND: 404,
  TOO_MANY_ATTEMPTS: 429,
  FORBIDDEN: 403,
  LIMIT_REACHED: 409,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_CODE: 404,
  DISTRICT_UNAVAILABLE: 403,
  EMAIL_IN_USE: 409,
  WEAK_PASSWORD: 400,
  WRONG_PASSWORD: 400,
  PASSWORD_MISMATCH: 400,
  RESET_LINK_INVALID: 400,
  SUBSCRIPTION_ENDED: 403,
  DISTRICT_LICENCE_ENDED: 403,
  NOT_RENEWABLE: 403,
  CHECKOUT_CLOSED: 409,
  ALREADY_PAID: 409,
  INVALID_KEY: 404,
  INVALID_SIGNATURE: 400,
  PLAN_CONFLICT: 409,
  PLAN_ARCHIVED: 409,
  MAIL_FAILED: 502,
  NOT_READY: 503,
  ACCOUNT_DEACTIVATED: 403,
  CODE_IN_USE: 409,
  CONFLICT: 409,
  INTERNAL_ERROR: 500,
};

/** The one error type services throw; the error handler turns it into `{code, message, issues?}`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  /** For 429 answers: sent as the Retry-After header. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

/** An error about one field: the message is shown both at the field and in the page's alert. */
export function fieldError(code: ApiErrorCode, path: string, message: string): AppError {
  return new AppError(code, message, [{ path, message }]);
}

/** A request that failed a schema outside the route's own validation (same shape as Fastify's). */
export function validationFailed(message: string, issues: ApiIssue[]): AppError {
  return new AppError('VALIDATION_FAILED', message, issues);
}
