import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { AUTH_MESSAGES, NewPasswordSchema } from '@trellis/shared/auth';
import { fieldError } from '../../errors';

// argon2id with 19 MiB and two passes: the OWASP minimum, about 30 ms on this hardware.
// `algorithm: 2` is Argon2id (the package exports it only as a const enum).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

// Verifying against this when the account does not exist makes a wrong e-mail take as long
// as a wrong password, so response times do not reveal which accounts exist.
let decoyHash: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoyHash, password);
}

let commonPasswords: Set<string> | undefined;

/** True for the 10,000 most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** What is wrong with a new password, or null: length 8–64, not a common password. */
function newPasswordProblem(password: string): string | null {
  const parsed = NewPasswordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? AUTH_MESSAGES.passwordTooShort;
  if (isCommonPassword(password)) return AUTH_MESSAGES.passwordTooCommon;
  return null;
}

/**
 * The password rule, the one check every path that sets a password goes through (register,
 * change, reset, complete registration, the CLI): a 400 WEAK_PASSWORD at `field` otherwise.
 */
export function assertNewPassword(password: string, field = 'password'): void {
  const problem = newPasswordProblem(password);
  if (problem) throw fieldError('WEAK_PASSWORD', field, problem);
}

/** A stored password hash that matches no password: an account whose owner has not set one yet. */
export const NO_PASSWORD_YET = '!no-password-yet';
