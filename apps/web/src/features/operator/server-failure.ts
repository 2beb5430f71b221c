import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ErrorCode } from '@trellis/shared/api-error';
import { type Failure, failureMessage } from '../../hooks/use-announcement';
import { ApiRequestError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';

/**
 * Places a failed save's messages at the form's fields, and an access code in use at
 * `codeField` even when the server named no field for it. Returns the words left for the
 * dialog's alert: the server's message and any issue about no field of the form.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly NoInfer<FieldPath<T>>[],
  codeField?: NoInfer<FieldPath<T>>,
): string {
  const rest = applyServerErrors(error, setError, fields);
  if (!rest || !(error instanceof ApiRequestError)) return failureMessage(error);
  const codePlaced = error.issues.some((issue) => issue.path === codeField);
  if (codeField && rest.code === ErrorCode.CODE_IN_USE && !codePlaced) {
    setError(codeField, { type: 'server', message: rest.message });
  }
  return [rest.message, ...rest.unmatched.map((issue) => issue.message)].join(' ');
}

/**
 * The alert of a form dialog whose save failed, titled `title`: `failed` places the server's
 * messages as `placeServerErrors` does and keeps the rest for the alert; `clear` puts it away
 * before the next try.
 */
export function useSaveFailure<T extends FieldValues>(
  title: string,
  setError: UseFormSetError<T>,
  fields: readonly NoInfer<FieldPath<T>>[],
  codeField?: NoInfer<FieldPath<T>>,
) {
  const [failure, setFailure] = useState<Failure | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    failed: (error: unknown) =>
      setFailure({ title, message: placeServerErrors(error, setError, fields, codeField) }),
  };
}
