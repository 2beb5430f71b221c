import type { FieldPath, FieldValues, MultipleFieldErrors, UseFormSetError } from 'react-hook-form';
import type { ApiErrorCode, ApiIssue } from '@trellis/shared/api-error';
import { ApiRequestError, ClientErrorCode } from './api-client';

/** What the server's answer leaves for the page's alert once its field messages are placed. */
export interface ServerErrorRest {
  status: number;
  code: ApiErrorCode | ClientErrorCode;
  /** The answer as a whole: the server's message (or the client's for an answer it cannot read). */
  message: string;
  /** The issues about none of the form's fields. */
  unmatched: ApiIssue[];
}

/** The field an issue's path names: the path itself, or its first part ('personnel.2'). */
function fieldOf<Field extends string>(path: string, fields: readonly Field[]): Field | undefined {
  return fields.find((field) => path === field || path.startsWith(`${field}.`));
}

/**
 * The one way a form shows a failed call: every issue whose path names one of `fields` goes
 * on that field (`type: 'server'`; its first message as `message`, all of them in
 * `types.server`), and what is left is returned for the page's alert. Form field names are
 * the API's names, so no mapping is needed. When the server did not answer (a network
 * failure, or anything but an ApiRequestError) nothing is placed and the result is null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly NoInfer<FieldPath<T>>[],
): ServerErrorRest | null {
  if (!(error instanceof ApiRequestError) || error.code === ClientErrorCode.NETWORK_ERROR) {
    return null;
  }
  const messages = new Map<FieldPath<T>, string[]>();
  const unmatched: ApiIssue[] = [];
  for (const issue of error.issues) {
    const field = fieldOf(issue.path, fields);
    if (field) messages.set(field, [...(messages.get(field) ?? []), issue.message]);
    else unmatched.push(issue);
  }
  for (const [field, list] of messages) {
    setError(field, { type: 'server', message: list[0], types: { server: list } });
  }
  return { status: error.status, code: error.code, message: error.message, unmatched };
}

/** Every message on a field: the server's (several when several lines are wrong), or its one. */
export function fieldMessages(
  error: { message?: string; types?: MultipleFieldErrors } | undefined,
): string[] {
  const server = error?.types?.server;
  if (Array.isArray(server)) return server;
  return error?.message ? [error.message] : [];
}
