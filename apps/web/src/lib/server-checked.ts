import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of a form whose rules only the server checks and explains (change password:
 * "no client checks; the server decides and says why"; sign-in shows the server's message).
 * It adds no message of its own: it only shapes the values into the request body `schema`
 * describes (its keys, as typed), so every message the user sees comes from the server.
 */
export function serverChecked<S extends z.ZodObject>(
  schema: S,
): Resolver<z.input<S> & FieldValues, unknown, z.input<S> & FieldValues> {
  const keys = Object.keys(schema.shape);
  return (values) => ({
    values: Object.fromEntries(
      keys.filter((key) => key in values).map((key) => [key, values[key]]),
    ) as z.input<S> & FieldValues,
    errors: {},
  });
}
