import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResetTokens } from '../db/schema/index';

/**
 * Spends every reset link of a user that is still unused. Called once the password has
 * changed, so an older link (in a mailbox someone else can read) cannot change it again.
 */
export async function cancelResetTokens(db: Db, userId: string, at: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
