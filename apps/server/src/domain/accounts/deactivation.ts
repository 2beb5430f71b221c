import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { revokeUserSessions } from '../sessions/session.repository';
import { cancelResetTokens } from './reset-tokens.repository';

// Deactivating an account (issue 19, decision 021): no sign-in, no session, no reset link
// until it is reactivated. The plans and everything else of the account stay as they are.

/**
 * Deactivates a user, revokes every session of theirs and spends their unused reset links,
 * in one transaction: a colleague signed in elsewhere is signed out at their next request,
 * and a link sent before cannot set a password (nor work again after a reactivation). False
 * when already deactivated (nothing changes then).
 */
export async function deactivateUser(db: Db, userId: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ deactivatedAt: at, updatedAt: at })
      .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
      .returning({ id: users.id });
    if (changed.length === 0) return false;
    await revokeUserSessions(tx, userId, at);
    await cancelResetTokens(tx, userId, at);
    return true;
  });
}

/** Lets a deactivated user sign in again. False when they were not deactivated. */
export async function reactivateUser(db: Db, userId: string, at: Date): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ deactivatedAt: null, updatedAt: at })
    .where(and(eq(users.id, userId), isNotNull(users.deactivatedAt)))
    .returning({ id: users.id });
  return changed.length > 0;
}
