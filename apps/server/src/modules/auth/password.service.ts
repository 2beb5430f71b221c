import { AUTH_MESSAGES, type ChangePasswordBody } from '@trellis/shared/auth';
import { AppError } from '../../errors';
import { passwordResetRequests } from '../../db/schema/index';
import { storedAsFirstAttempt, storedFirstQueue } from '../../jobs/stored-first';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import { passwordChangedEmail } from '../../mail/templates/password-changed';
import { passwordResetEmail } from '../../mail/templates/password-reset';
import { revokeUserSessions } from '../../sessions/session.repository';
import type { AuthDeps } from './auth.service';
import {
  findResetToken,
  findUserByEmail,
  findUserById,
  insertResetToken,
  markResetTokenUsed,
  updatePasswordHash,
} from './auth.repository';
import { hashPassword, newPasswordProblem, verifyPassword } from '../../accounts/password';
import { cancelResetTokens } from '../../accounts/reset-tokens.repository';
import { RATE_RULES } from './rate-rules';

/** A reset link works for this long, once. */
export const RESET_TOKEN_MINUTES = 60;

const field = (code: string, message: string, path: string) =>
  new AppError(code, message, 400, [{ path, message }]);

/**
 * Changes the signed-in user's password. The server decides (spec §5): wrong current
 * password, too short, too common or not confirmed. Other sessions are signed out and
 * unused reset links stop working. Wrong current passwords are limited per account.
 */
export async function changePassword(
  deps: AuthDeps,
  user: { id: string; sessionTokenHash: string },
  body: ChangePasswordBody,
) {
  // Counted before the check, like sign-in, so a stolen session cannot guess in parallel.
  const guessKey = `change-password:user:${user.id}`;
  await deps.limiter.consume(guessKey, RATE_RULES.changePasswordPerAccount);
  const account = await findUserById(deps.db, user.id);
  if (!account || !(await verifyPassword(account.passwordHash, body.currentPassword))) {
    throw field('WRONG_PASSWORD', 'Your current password is not correct.', 'currentPassword');
  }
  await deps.limiter.clear(guessKey);
  const problem = newPasswordProblem(body.newPassword);
  if (problem) throw field('WEAK_PASSWORD', problem, 'newPassword');
  if (body.newPassword !== body.confirmPassword) {
    throw field('PASSWORD_MISMATCH', AUTH_MESSAGES.passwordsDoNotMatch, 'confirmPassword');
  }
  const now = deps.clock.now();
  await updatePasswordHash(deps.db, user.id, await hashPassword(body.newPassword), now);
  await cancelResetTokens(deps.db, user.id, now);
  await revokeUserSessions(deps.db, user.id, now, user.sessionTokenHash);
}

type ResetDeps = AuthDeps & { mailer: Mailer };
type StoredResetRequest = typeof passwordResetRequests.$inferSelect;

/**
 * Looks the address up and, if an account uses it, e-mails it a new single-use link. Runs
 * off the request path; a mail failure leaves the request pending, and a retry sends a fresh
 * link (only the token's hash is ever stored, so the e-mail cannot be kept to resend).
 */
async function mailResetLink(deps: ResetDeps, request: StoredResetRequest) {
  const user = await findUserByEmail(deps.db, request.email);
  if (!user) return 'no-account';
  const token = randomToken();
  const now = deps.clock.now();
  await insertResetToken(deps.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
  });
  const link = `${deps.config.PUBLIC_URL}/pwreset-form/${token}`;
  const result = await deps.mailer.send(
    passwordResetEmail({
      to: user.email,
      firstName: user.firstName,
      link,
      minutes: RESET_TOKEN_MINUTES,
      supportEmail: deps.config.SUPPORT_EMAIL,
    }),
  );
  return result.status === 'sent' ? 'sent' : null;
}

/** Reset requests are stored first and their e-mails retried, like estimates (decision 010). */
const resetRequestMail = storedFirstQueue(passwordResetRequests, mailResetLink);

/**
 * Stores a reset request, and nothing else: the caller answers at once, the same for every
 * address and in the same time, then runs `sendPasswordReset` off the request path. The
 * per-address and per-e-mail limits apply to unknown addresses too, so nothing is revealed.
 */
export async function requestPasswordReset(deps: ResetDeps, email: string, ip: string) {
  await deps.limiter.consume(`reset:ip:${ip}`, RATE_RULES.resetPerIp);
  await deps.limiter.consume(`reset:email:${email.toLowerCase()}`, RATE_RULES.resetPerEmail);
  const [stored] = await deps.db
    .insert(passwordResetRequests)
    .values({ email, ...storedAsFirstAttempt(deps.clock.now()) })
    .returning();
  if (!stored) throw new Error('password reset request insert returned nothing');
  return stored;
}

/** The first attempt of a stored reset request: a link for the account, if there is one. */
export async function sendPasswordReset(deps: ResetDeps, request: StoredResetRequest) {
  return resetRequestMail.attempt(deps, request);
}

/** Sends the reset e-mails that could not be sent before; returns how many requests got done. */
export async function retryPasswordResets(deps: ResetDeps): Promise<number> {
  return resetRequestMail.retryDue(deps);
}

async function usableResetToken(deps: AuthDeps, token: string) {
  const row = await findResetToken(deps.db, hashToken(token));
  if (!row || row.usedAt || row.expiresAt <= deps.clock.now()) return null;
  return row;
}

/** Whether a reset link can still be used (so the page can say so before the user types). */
export async function isResetTokenUsable(deps: AuthDeps, token: string) {
  return (await usableResetToken(deps, token)) !== null;
}

export const RESET_LINK_INVALID =
  'This password reset link has expired or has already been used. Please request a new one.';

/**
 * Sets the new password, spends the token and every other unused one of the user, signs
 * out every session, sends a notice.
 */
export async function completePasswordReset(
  deps: AuthDeps & { mailer: Mailer },
  token: string,
  password: string,
) {
  const row = await usableResetToken(deps, token);
  if (!row) throw new AppError('RESET_LINK_INVALID', RESET_LINK_INVALID, 400);
  const problem = newPasswordProblem(password);
  if (problem) throw field('WEAK_PASSWORD', problem, 'password');
  const now = deps.clock.now();
  if (!(await markResetTokenUsed(deps.db, row.id, now))) {
    throw new AppError('RESET_LINK_INVALID', RESET_LINK_INVALID, 400);
  }
  await updatePasswordHash(deps.db, row.userId, await hashPassword(password), now);
  await cancelResetTokens(deps.db, row.userId, now);
  await revokeUserSessions(deps.db, row.userId, now);
  const user = await findUserById(deps.db, row.userId);
  if (user) {
    await deps.mailer.send(
      passwordChangedEmail({
        to: user.email,
        firstName: user.firstName,
        supportEmail: deps.config.SUPPORT_EMAIL,
      }),
    );
  }
}
