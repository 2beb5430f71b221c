import { AUTH_MESSAGES, type ChangePasswordBody } from '@trellis/shared/auth';
import { AppError } from '../../errors';
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
import { RATE_RULES } from './rate-rules';

/** A reset link works for this long, once. */
export const RESET_TOKEN_MINUTES = 60;

const field = (code: string, message: string, path: string) =>
  new AppError(code, message, 400, [{ path, message }]);

/**
 * Changes the signed-in user's password. The server decides (spec §5): wrong current
 * password, too short, too common or not confirmed. Other sessions are signed out.
 */
export async function changePassword(
  deps: AuthDeps,
  user: { id: string; sessionTokenHash: string },
  body: ChangePasswordBody,
) {
  const account = await findUserById(deps.db, user.id);
  if (!account || !(await verifyPassword(account.passwordHash, body.currentPassword))) {
    throw field('WRONG_PASSWORD', 'Your current password is not correct.', 'currentPassword');
  }
  const problem = newPasswordProblem(body.newPassword);
  if (problem) throw field('WEAK_PASSWORD', problem, 'newPassword');
  if (body.newPassword !== body.confirmPassword) {
    throw field('PASSWORD_MISMATCH', AUTH_MESSAGES.passwordsDoNotMatch, 'confirmPassword');
  }
  const now = deps.clock.now();
  await updatePasswordHash(deps.db, user.id, await hashPassword(body.newPassword), now);
  await revokeUserSessions(deps.db, user.id, now, user.sessionTokenHash);
}

/**
 * Sends a reset link if the account exists. The caller answers the same either way, and the
 * per-address and per-e-mail limits apply to unknown addresses too, so nothing is revealed.
 */
export async function requestPasswordReset(
  deps: AuthDeps & { mailer: Mailer },
  email: string,
  ip: string,
) {
  await deps.limiter.consume(`reset:ip:${ip}`, RATE_RULES.resetPerIp);
  await deps.limiter.consume(`reset:email:${email.toLowerCase()}`, RATE_RULES.resetPerEmail);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomToken();
  const now = deps.clock.now();
  await insertResetToken(deps.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
  });
  const link = `${deps.config.PUBLIC_URL}/pwreset-form/${token}`;
  await deps.mailer.send(
    passwordResetEmail({
      to: user.email,
      firstName: user.firstName,
      link,
      minutes: RESET_TOKEN_MINUTES,
      supportEmail: deps.config.SUPPORT_EMAIL,
    }),
  );
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

/** Sets the new password, spends the token, signs out every session, sends a notice. */
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
