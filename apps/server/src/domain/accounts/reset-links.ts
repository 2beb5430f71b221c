import { paths } from '@trellis/shared/web-paths';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passwordResetRequests } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import { passwordResetEmail } from '../../mail/templates/password-reset';
import { insertResetToken } from './reset-tokens.repository';
import { findUserByEmail } from './users.repository';

// The password-reset e-mail, whoever asks for it: the person ("forgot password") or their
// district administrator. Requests are stored first and their e-mails retried (decision 010);
// the queue lives with the callers, since the domain does not import jobs, and the retry
// timer takes every pending row of the table, whoever stored it.

/** A reset link works for this long, once. */
export const RESET_TOKEN_MINUTES = 60;

export type StoredResetRequest = typeof passwordResetRequests.$inferSelect;

export interface ResetLinkDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;
  mailer: Mailer;
}

/** Stores a reset request before anything can fail (the caller gives its first-attempt values). */
export async function insertResetRequest(
  db: Db,
  values: typeof passwordResetRequests.$inferInsert,
): Promise<StoredResetRequest> {
  const [stored] = await db.insert(passwordResetRequests).values(values).returning();
  if (!stored) throw new Error('password reset request insert returned nothing');
  return stored;
}

/**
 * Looks the address up and, if an account uses it, e-mails it a new single-use link. A mail
 * failure answers null (left pending for a retry), and a retry sends a fresh link: only the
 * token's hash is ever stored, so the e-mail cannot be kept to resend.
 */
export async function mailResetLink(
  deps: ResetLinkDeps,
  request: StoredResetRequest,
): Promise<'sent' | 'no-account' | null> {
  const user = await findUserByEmail(deps.db, request.email);
  // A deactivated account gets no link: a new password would not let them in.
  if (!user || user.deactivatedAt) return 'no-account';
  const token = randomToken();
  const now = deps.clock.now();
  await insertResetToken(deps.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
  });
  const link = `${deps.config.PUBLIC_URL}${paths.passwordResetForm(token)}`;
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
