import { createHash } from 'node:crypto';
import { SESSION_IDLE_MINUTES, type SignedIn } from '@trellis/shared/session';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findSessionByTokenHash, touchSession } from './session.repository';

const MINUTE = 60_000;
// Recording every request's time would turn each read into a write; a minute's precision
// is plenty for a 60-minute idle limit.
const TOUCH_INTERVAL_MS = MINUTE;

/** Only the SHA-256 of a session token is stored or compared. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The signed-in user behind a session token, or null when the token is unknown, revoked,
 * past its absolute expiry or idle too long. Marks the session as used.
 */
export async function resolveSession(
  deps: { db: Db; clock: Clock },
  token: string,
): Promise<SignedIn | null> {
  const found = await findSessionByTokenHash(deps.db, hashToken(token));
  if (!found) return null;
  const { session, user, district } = found;
  const now = deps.clock.now();
  const idleExpiresAt = new Date(session.lastSeenAt.getTime() + SESSION_IDLE_MINUTES * MINUTE);
  if (session.revokedAt || session.expiresAt <= now || idleExpiresAt <= now) return null;

  let lastSeenAt = session.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(deps.db, session.id, now);
    lastSeenAt = now;
  }
  const idle = new Date(lastSeenAt.getTime() + SESSION_IDLE_MINUTES * MINUTE);
  const effectiveIdle = idle < session.expiresAt ? idle : session.expiresAt;
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      accountType: user.accountType === 'individual' ? 'individual' : 'district',
      district: district
        ? {
            name: district.name,
            code: district.code,
            isActive: district.active,
            expires: district.expiresAt?.toISOString() ?? null,
          }
        : null,
    },
    session: {
      expiresAt: session.expiresAt.toISOString(),
      idleExpiresAt: effectiveIdle.toISOString(),
    },
  };
}
