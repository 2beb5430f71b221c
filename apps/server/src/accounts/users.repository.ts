import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

/** The user with an e-mail address, compared case-insensitively (as the unique index does). */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}
