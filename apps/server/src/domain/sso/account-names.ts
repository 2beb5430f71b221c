import { NAME_MAX } from '@trellis/shared/auth';

// Claims come from another system: no control characters, no more than a name field holds.
const clean = (value: unknown): string =>
  typeof value === 'string'
    ? value
        .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, NAME_MAX)
        .trim()
    : '';

/**
 * The first and last name of a new account from the provider's claims: `given_name` and
 * `family_name`, else `name` split at its first space, else the e-mail's local part (the
 * person can change it in their profile).
 */
export function namesFromClaims(
  claims: Record<string, unknown>,
  email: string,
): { firstName: string; lastName: string } {
  const given = clean(claims.given_name);
  const family = clean(claims.family_name);
  if (given || family) return { firstName: given || family, lastName: given ? family : '' };
  const full = clean(claims.name);
  if (full) {
    const space = full.indexOf(' ');
    return space === -1
      ? { firstName: full, lastName: '' }
      : { firstName: full.slice(0, space), lastName: full.slice(space + 1) };
  }
  return { firstName: clean(email.slice(0, email.lastIndexOf('@'))) || email, lastName: '' };
}
