import type { SignedIn } from '@trellis/shared/session';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from '@trellis/shared/session-limits';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { hashToken, randomToken } from '../../lib/tokens';
import { ROLES, type Role } from '@trellis/shared/administration';
import { FAMILY_LOCALES, type FamilyLocale } from '@trellis/shared/locales';
import {
  findSessionByTokenHash,
  recordSignIn,
  insertSession,
  revokeSessionByTokenHash,
  revokeUserSessions,
  touchSession,
} from './session.repository';
import type { SessionCache, SessionRecord } from './session-cache';
import { forgetSessions } from './forget-sessions';

const MINUTE = 60_000;
// Recording every request's time would turn each read into a write; a minute's precision
// is plenty for a 60-minute idle limit.
const TOUCH_INTERVAL_MS = MINUTE;

export interface SessionDeps {
  db: Db;
  clock: Clock;
}

/** With the app's cache, a session read in the last seconds is not looked up again. */
export type ResolveDeps = SessionDeps & { sessionCache?: SessionCache };

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);
const isLocale = (locale: string): locale is FamilyLocale =>
  (FAMILY_LOCALES as readonly string[]).includes(locale);

function toSignedIn(
  { user, district, session }: SessionRecord,
  expiresAt: Date,
  lastSeenAt: Date,
  now: Date,
): SignedIn {
  const idle = new Date(lastSeenAt.getTime() + SESSION_IDLE_MINUTES * MINUTE);
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      accountType: user.accountType === 'individual' ? 'individual' : 'district',
      district: district
        ? {
            id: district.id,
            name: district.name,
            code: district.code,
            isActive: district.active,
            expires: district.expiresAt?.toISOString() ?? null,
          }
        : null,
      subscriptionExpiresAt: user.subscriptionExpiresAt?.toISOString() ?? null,
      role: isRole(user.role) ? user.role : 'member',
      locale: isLocale(user.locale) ? user.locale : 'en',
    },
    session: {
      expiresAt: expiresAt.toISOString(),
      idleExpiresAt: (idle < expiresAt ? idle : expiresAt).toISOString(),
      now: now.toISOString(),
      // Only a single sign-on session names its provider; /me says null for the others.
      ...(session.signedInWith ? { signedInWith: session.signedInWith } : {}),
    },
  };
}

/** How a session began: with single sign-on, the provider's name (the app reminds of it). */
export interface SessionOrigin {
  signedInWith?: string | null;
}

/** Starts a session for a user; returns the raw token for the cookie (never stored). */
export async function createSession(deps: SessionDeps, userId: string, origin: SessionOrigin = {}) {
  const token = randomToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_HOURS * 60 * MINUTE);
  await insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    signedInWith: origin.signedInWith ?? null,
  });
  return { token, expiresAt };
}

/** The session record of a token hash, from the cache when it was read in the last seconds. */
async function findSession(deps: ResolveDeps, tokenHash: string) {
  const cache = deps.sessionCache;
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const ticket = cache?.ticket();
  const found = await findSessionByTokenHash(deps.db, tokenHash);
  if (found && cache && ticket !== undefined) cache.store(tokenHash, found, ticket);
  return found;
}

/**
 * The signed-in user behind a session token, or null when the token is unknown, revoked,
 * past its absolute expiry or idle too long. Marks the session as used. A cached record
 * goes through the same rules against the clock as one just read.
 */
export async function resolveSession(deps: ResolveDeps, token: string): Promise<SignedIn | null> {
  return resolveSessionHash(deps, hashToken(token));
}

/** {@link resolveSession} for a token already hashed (the current-user hook keeps the hash). */
export async function resolveSessionHash(
  deps: ResolveDeps,
  tokenHash: string,
): Promise<SignedIn | null> {
  const found = await findSession(deps, tokenHash);
  if (!found) return null;
  const { session } = found;
  const now = deps.clock.now();
  const idleEnd = session.lastSeenAt.getTime() + SESSION_IDLE_MINUTES * MINUTE;
  if (session.revokedAt || session.expiresAt <= now || idleEnd <= now.getTime()) return null;
  // Deactivation revokes the sessions too; this also covers one started in the same instant.
  if (found.user.deactivatedAt) return null;

  let lastSeenAt = session.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(deps.db, session.id, now);
    deps.sessionCache?.touched(tokenHash, now);
    lastSeenAt = now;
  }
  return toSignedIn(found, session.expiresAt, lastSeenAt, now);
}

/** Starts a session and resolves it to what `/me` returns (sign-in, registration, completion). */
export async function startSession(deps: SessionDeps, userId: string, origin: SessionOrigin = {}) {
  const { token, expiresAt } = await createSession(deps, userId, origin);
  await recordSignIn(deps.db, userId, deps.clock.now());
  const signedIn = await resolveSession(deps, token);
  if (!signedIn) throw new Error('a session just created does not resolve');
  return { token, expiresAt, signedIn };
}

/** Signs one browser out: its session is revoked on the server, whatever the cookie does. */
export async function endSession(
  deps: SessionDeps,
  session: { tokenHash: string; userId: string },
) {
  await revokeSessionByTokenHash(deps.db, session.tokenHash, deps.clock.now());
  await forgetSessions(deps.db, { userId: session.userId });
}

/**
 * Signs a user out everywhere (after a password reset), or everywhere but the session
 * whose token hash is kept (after a password change in that session).
 */
export async function endUserSessions(
  deps: SessionDeps,
  userId: string,
  keep?: { tokenHash?: string; signedInWith?: string },
) {
  await revokeUserSessions(deps.db, userId, deps.clock.now(), keep);
  await forgetSessions(deps.db, { userId });
}
