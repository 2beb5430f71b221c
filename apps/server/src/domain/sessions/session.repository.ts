import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districts, sessions, users } from '../../db/schema/index';

/** A session row with its user and the user's district (if any). */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const rows = await db
    .select({ session: sessions, user: users, district: districts })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(districts, eq(districts.id, users.districtId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

export async function touchSession(db: Db, sessionId: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

/** Marks a session revoked; a revoked session never signs anyone in again. */
export async function revokeSessionByTokenHash(db: Db, tokenHash: string, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except the one whose hash is given. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  at: Date,
  keep: { tokenHash?: string; signedInWith?: string } = {},
) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep.tokenHash ? ne(sessions.tokenHash, keep.tokenHash) : undefined,
        keep.signedInWith
          ? or(isNull(sessions.signedInWith), ne(sessions.signedInWith, keep.signedInWith))
          : undefined,
      ),
    );
}

/** The time of a user's latest sign-in (the staff table shows it). */
export async function recordSignIn(db: Db, userId: string, at: Date) {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}
