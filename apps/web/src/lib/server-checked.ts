import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * The resolver of a form whose rules only the server checks and explains (change password:
 * "no client checks; the server decides and says why"; sign-in shows the server's message).
 * It adds no message of its own: it only shapes the values into the request body, keeping
 * the body's `fields`, so every message the user sees comes from the server. (Named fields
 * rather than the body's schema, so that these pages need no schema library.)
 */
export function serverChecked<Body extends FieldValues>(
  fields: readonly (keyof Body & string)[],
): Resolver<Body, unknown, Body> {
  return (values) => ({
    values: Object.fromEntries(
      fields.filter((key) => key in values).map((key) => [key, values[key]]),
    ) as Body,
    errors: {},
  });
}
