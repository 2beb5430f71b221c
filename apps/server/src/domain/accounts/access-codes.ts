import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../../db/constraint-violations';

/** Letters and digits nobody misreads on a slide or a sheet of paper: no 0/O, 1/I/L. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A fresh random access code of 8 characters (about 40 bits): what an operator gets when
 * leaving the code blank, and what rotating a code gives. Uniqueness is the database's
 * unique index (`districts.code`, the table's only one): `withFreshCode` tries again on a collision.
 */
export function newAccessCode(prefix = ''): string {
  const length = 8 - prefix.length;
  return prefix + Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Runs `write` with a fresh code until one is free (a collision is rare; 5 tries are plenty). */
export async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newAccessCode());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}
