import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/** The user with an e-mail address, compared case-insensitively (as the unique index does). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === '23505';
}

/**
 * Inserts a user; null when the address is taken. The unique index decides, so two
 * registrations racing for one address cannot both succeed, whatever checked before.
 */
export async function insertUser(
  db: Db,
  values: typeof users.$inferInsert,
): Promise<UserRow | null> {
  try {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('user insert returned nothing');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
}

export async function updateSubscriptionEnd(db: Db, userId: string, endsAt: Date, at: Date) {
  await db
    .update(users)
    .set({ subscriptionExpiresAt: endsAt, updatedAt: at })
    .where(eq(users.id, userId));
}
