import { AUTH_MESSAGES } from '@trellis/shared/auth';
import type { Db } from '../../db/client';
import { fieldError } from '../../errors';
import { assertNewPassword, hashPassword, NO_PASSWORD_YET } from './password';
import { cancelResetTokens } from './reset-tokens.repository';
import { deleteUser, insertUser, updatePasswordHash, type UserRow } from './users.repository';

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** null: the owner sets it later (a paid subscription's Complete Registration). */
  password: string | null;
  accountType: 'individual' | 'district';
  districtId?: string | null;
  role?: 'member' | 'district_admin' | 'operator';
  subscriptionExpiresAt?: Date | null;
  now?: Date;
}

/**
 * Creates a user: the one way an account comes to exist (registration with a code, a paid
 * subscription, the operator's CLI). Checks the password rule, then lets the unique index
 * decide whether the address is free: 409 EMAIL_IN_USE at `email` otherwise.
 */
export async function createAccount(db: Db, account: NewAccount): Promise<UserRow> {
  const { password, now, ...profile } = account;
  if (password !== null) assertNewPassword(password);
  const user = await insertUser(db, {
    ...profile,
    email: profile.email.trim(),
    firstName: profile.firstName.trim(),
    lastName: profile.lastName.trim(),
    phone: profile.phone || null,
    passwordHash: password === null ? NO_PASSWORD_YET : await hashPassword(password),
    ...(now ? { createdAt: now, updatedAt: now } : {}),
  });
  if (!user) throw fieldError('EMAIL_IN_USE', 'email', AUTH_MESSAGES.emailInUse);
  return user;
}

/**
 * Sets a user's password: the password rule, then `claim` (which spends the link or key that
 * allowed it, and throws when it was already spent), then the new hash. Every unused reset
 * link of the user stops working. Which sessions end is the caller's choice.
 */
export async function setPassword(
  db: Db,
  userId: string,
  password: string,
  now: Date,
  options: { field?: string; claim?: () => Promise<void> } = {},
): Promise<void> {
  assertNewPassword(password, options.field);
  const passwordHash = await hashPassword(password);
  await options.claim?.();
  await updatePasswordHash(db, userId, passwordHash, now);
  await cancelResetTokens(db, userId, now);
}

/**
 * Deletes an account and everything that is the user's: their sessions, reset links, student
 * plans (with those plans' shares and history), their shares of colleagues' plans. Lines
 * they wrote in colleagues' plan histories stay, by "a former user". False when already gone.
 */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  return deleteUser(db, userId);
}
