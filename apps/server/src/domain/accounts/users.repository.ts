import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AUTH_MESSAGES } from '@trellis/shared/auth';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-violations';
import { fieldError } from '../../errors';
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

/**
 * Inserts a user; null when the address is taken. The unique index decides, so two
 * registrations racing for one address cannot both succeed, whatever checked before. A
 * district deleted since its code was looked up answers as that code would now: 404
 * INVALID_CODE at `code`, never a 500.
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
    if (isForeignKeyViolation(error, 'users_district_id_districts_id_fk')) {
      throw fieldError('INVALID_CODE', 'code', AUTH_MESSAGES.invalidCode);
    }
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

/**
 * Locks the user's row until the transaction `db` ends and returns their district: work
 * that counts what a user owns before adding to it (student plans) takes turns per user.
 */
export async function lockUser(
  db: Db,
  id: string,
): Promise<{ districtId: string | null } | undefined> {
  const [row] = await db
    .select({ districtId: users.districtId })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/** Deletes a user; everything that is theirs goes with them (every foreign key cascades or sets null). */
export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}
