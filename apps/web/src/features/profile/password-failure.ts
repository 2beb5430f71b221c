import { ErrorCode } from '@trellis/shared/api-error';
import type { ServerErrorRest } from '../../lib/form-errors';

/** What the alert says when every problem is already shown at its field. */
export const CHECK_THE_FIELDS = 'Please check the fields marked below.';

/**
 * The lines of the alert for a refused password change, in plain words. A validation answer's
 * own message names the API's fields ('currentPassword: Enter your current password'), so it is
 * replaced by the problems no field shows, or by a pointer to the fields that show them.
 */
export function passwordFailureLines(rest: ServerErrorRest): string[] {
  if (rest.code !== ErrorCode.VALIDATION_FAILED) return [rest.message];
  const unplaced = rest.unmatched.map((issue) => issue.message);
  return unplaced.length > 0 ? unplaced : [CHECK_THE_FIELDS];
}
