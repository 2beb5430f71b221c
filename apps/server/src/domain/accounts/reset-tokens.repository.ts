import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/index';

export async function insertResetToken(db: Db, values: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(values);
}

export async function findResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks a token used; false when it was already used (two tabs submitting at once). */
export async function markResetTokenUsed(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

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
