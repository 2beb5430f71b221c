import type { AppAlert } from '../../components/alerts/alerts-store';
import type { ServerErrorRest } from '../../lib/form-errors';

/**
 * The alert for a failed change: the server's message and any issue about no field of the
 * form, or, when the server gave no answer, the error's own message (a network failure).
 */
export function failureAlert(
  title: string,
  rest: ServerErrorRest | null,
  error: unknown,
): AppAlert {
  if (rest) {
    return {
      alertType: 'danger',
      title,
      errors: [rest.message, ...rest.unmatched.map((issue) => issue.message)],
    };
  }
  return { alertType: 'danger', title, errors: [error] };
}
