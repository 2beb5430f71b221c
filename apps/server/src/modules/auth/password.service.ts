import { AUTH_MESSAGES, type ChangePasswordBody } from '@trellis/shared/auth';
import { setPassword } from '../../domain/accounts/accounts';
import { confirmOwnPassword } from '../../domain/accounts/password-guesses';
import {
  insertResetRequest,
  mailResetLink,
  type StoredResetRequest,
} from '../../domain/accounts/reset-links';
import { findResetToken, markResetTokenUsed } from '../../domain/accounts/reset-tokens.repository';
import { findUserById } from '../../domain/accounts/users.repository';
import { endUserSessions } from '../../domain/sessions/session-store';
import { AppError, fieldError } from '../../errors';
import { storedAsFirstAttempt, storedFirstQueue } from '../../jobs/stored-first';
import { hashToken } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import { passwordChangedEmail } from '../../mail/templates/password-changed';
import { passwordResetRequests } from '../../db/schema/index';
import type { AuthDeps } from './auth.service';
import { RATE_RULES } from './rate-rules';

/**
 * Changes the signed-in user's password. The server decides (spec §5): wrong current
 * password, too short, too common or not confirmed. Other sessions are signed out and
 * unused reset links stop working. Wrong current passwords are limited per account.
 */
export async function changePassword(
  deps: AuthDeps,
  user: { id: string },
  session: { tokenHash: string },
  body: ChangePasswordBody,
) {
  await confirmOwnPassword(deps, user.id, body.currentPassword, {
    field: 'currentPassword',
    message: 'Your current password is not correct.',
  });
  await setPassword(deps.db, user.id, body.newPassword, deps.clock.now(), {
    field: 'newPassword',
    claim: async () => {
      if (body.newPassword !== body.confirmPassword) {
        throw fieldError('PASSWORD_MISMATCH', 'confirmPassword', AUTH_MESSAGES.passwordsDoNotMatch);
      }
    },
  });
  await endUserSessions(deps, user.id, session);
}

type ResetDeps = AuthDeps & { mailer: Mailer };

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
  return insertResetRequest(deps.db, { email, ...storedAsFirstAttempt(deps.clock.now()) });
}

/** The first attempt of a stored reset request: a link for the account, if there is one. */
export async function sendPasswordReset(deps: ResetDeps, request: StoredResetRequest) {
  return resetRequestMail.attempt(deps, request);
}

/** Sends the reset e-mails that could not be sent before; returns how many requests got done. */
export async function retryPasswordResets(deps: ResetDeps): Promise<number> {
  return resetRequestMail.retryDue(deps);
}

/** The token's row while it can set a password: unused, unexpired, its account active. */
async function usableResetToken(deps: AuthDeps, token: string) {
  const row = await findResetToken(deps.db, hashToken(token));
  if (!row || row.usedAt || row.expiresAt <= deps.clock.now()) return null;
  // A deactivated account could not sign in with the new password (decision 021).
  const user = await findUserById(deps.db, row.userId);
  if (!user || user.deactivatedAt) return null;
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
  if (!row) throw new AppError('RESET_LINK_INVALID', RESET_LINK_INVALID);
  const now = deps.clock.now();
  await setPassword(deps.db, row.userId, password, now, {
    // Two tabs submitting one link: only the first sets the password.
    claim: async () => {
      if (!(await markResetTokenUsed(deps.db, row.id, now))) {
        throw new AppError('RESET_LINK_INVALID', RESET_LINK_INVALID);
      }
    },
  });
  await endUserSessions(deps, row.userId);
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
