import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSessions, completionKeys, users } from '../../db/schema/index';

export type CheckoutSession = typeof checkoutSessions.$inferSelect;

export async function insertCheckoutSession(
  db: Db,
  values: typeof checkoutSessions.$inferInsert,
): Promise<CheckoutSession> {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  if (!row) throw new Error('checkout session insert returned nothing');
  return row;
}

export async function setProviderRef(db: Db, id: string, providerRef: string) {
  await db.update(checkoutSessions).set({ providerRef }).where(eq(checkoutSessions.id, id));
}

export async function findCheckoutSession(db: Db, id: string) {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

export async function findCheckoutByProviderRef(db: Db, providerRef: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerRef, providerRef));
  return row;
}

/** Marks an open checkout paid; false when it was paid already (a repeated notice). */
export async function markCheckoutPaid(db: Db, id: string, at: Date): Promise<boolean> {
  const claimed = await db
    .update(checkoutSessions)
    .set({ status: 'paid', paidAt: at })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  return claimed.length === 1;
}

export async function insertCompletionKey(db: Db, values: typeof completionKeys.$inferInsert) {
  await db.insert(completionKeys).values(values);
}

/** A completion key that is unused and unexpired at `now`, with its user. */
export async function findUsableCompletionKey(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ key: completionKeys, user: users })
    .from(completionKeys)
    .innerJoin(users, eq(users.id, completionKeys.userId))
    .where(
      and(
        eq(completionKeys.tokenHash, tokenHash),
        isNull(completionKeys.usedAt),
        gt(completionKeys.expiresAt, now),
      ),
    );
  return row;
}

/** Spends a completion key; false when another submission spent it first. */
export async function spendCompletionKey(db: Db, tokenHash: string, at: Date): Promise<boolean> {
  const used = await db
    .update(completionKeys)
    .set({ usedAt: at })
    .where(and(eq(completionKeys.tokenHash, tokenHash), isNull(completionKeys.usedAt)))
    .returning({ tokenHash: completionKeys.tokenHash });
  return used.length === 1;
}
