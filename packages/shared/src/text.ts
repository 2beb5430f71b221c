import { z } from 'zod';

// One rule for every text a request carries. PostgreSQL refuses a NUL byte in text (the
// insert fails, which used to surface as a 500), a lone UTF-16 surrogate has no UTF-8 form
// (it would be stored silently as U+FFFD), and other control characters have no place in
// names, addresses, messages or search terms. Tab, line feed and carriage return stay
// allowed: messages and address lists span lines.

/** The message of a text that holds a character the rule refuses. */
export const UNSAFE_TEXT_MESSAGE = 'must not contain control characters';

/** C0 controls but tab, LF and CR; DEL; a high surrogate without its low half or vice versa. */
const UNSAFE_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` holds a character PostgreSQL or UTF-8 cannot keep, or another control. */
export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE_CHARACTER.test(value);
}

/**
 * A string schema that refuses unsafe characters before any other check runs, so the one
 * issue reported is this rule's; chain `.trim()`, `.min()`, `.max()`, `.regex()` after it.
 * Every request schema that accepts text builds on it.
 */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !hasUnsafeCharacters(value), { message: UNSAFE_TEXT_MESSAGE, abort: true });
}

/** "1 plan", "12 plans", "3 entries" (with `many`): a count with its noun, for sentences. */
export function countedNoun(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
