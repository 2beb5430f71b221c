/**
 * Every code the API can answer with, and nothing else: the server maps each to one HTTP
 * status (`apps/server/src/errors.ts`), the web app switches on them. Adding a code here is
 * the one way to add an error.
 */
export const API_ERROR_CODES = [
  // The request itself
  'VALIDATION_FAILED', // a body, query or path value is wrong: see `issues`
  'BAD_REQUEST', // malformed request the framework refused (e.g. broken JSON)
  'JSON_REQUIRED', // a mutating call not sent as application/json
  'CROSS_ORIGIN', // a mutating call from another site
  'BODY_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'NOT_FOUND',
  'TOO_MANY_ATTEMPTS', // a rate limit; Retry-After says when
  'FORBIDDEN', // signed in, but this user may not do this (e.g. a viewer editing a plan)
  'LIMIT_REACHED', // a stored quantity is at its limit (plans per user)
  // Signing in and accounts
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'INVALID_CODE', // an access code no district has
  'DISTRICT_UNAVAILABLE', // the code's district is inactive or expired
  'EMAIL_IN_USE',
  'WEAK_PASSWORD',
  'WRONG_PASSWORD', // the current password, when changing it
  'PASSWORD_MISMATCH',
  'RESET_LINK_INVALID',
  // Licences
  'SUBSCRIPTION_ENDED',
  'DISTRICT_LICENCE_ENDED',
  // Checkout
  'NOT_RENEWABLE',
  'CHECKOUT_CLOSED',
  'ALREADY_PAID',
  'INVALID_KEY', // a completion key that is unknown, used or expired
  'INVALID_SIGNATURE', // a payment webhook not signed by the provider
  // Student plans
  'PLAN_CONFLICT', // someone saved the plan since this version: reload, then decide
  'PLAN_ARCHIVED', // the plan is archived: restore it first (sending cards)
  // Delivery and the server
  'MAIL_FAILED',
  'NOT_READY',
  'ACCOUNT_DEACTIVATED',
  'CODE_IN_USE',
  'CONFLICT',
  'INTERNAL_ERROR',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The codes by name, so callers write `ErrorCode.EMAIL_IN_USE` and a typo does not compile. */
export const ErrorCode = Object.fromEntries(API_ERROR_CODES.map((code) => [code, code])) as {
  readonly [Code in ApiErrorCode]: Code;
};

/** One problem with one field of a request, as the server reports it. */
export interface ApiIssue {
  path: string;
  message: string;
}

/** The body of every error response of the API. */
export interface ApiError {
  code: ApiErrorCode;
  message: string;
  issues?: ApiIssue[];
}
