import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '@trellis/shared/session';
import type { Db } from '../src/db/client';
import { districts, sessions, users } from '../src/db/schema/index';
import { hashToken } from '../src/lib/tokens';
import { hashPassword } from '../src/domain/accounts/password';

let sequence = 0;
const next = () => (sequence += 1);

/** A district with a unique access code. */
export async function createDistrict(db: Db, values: Partial<typeof districts.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(districts)
    .values({ name: `Test District ${n}`, code: `T${String(n).padStart(7, '0')}`, ...values })
    .returning();
  if (!row) throw new Error('district not created');
  return row;
}

/** A user who can sign in with `password`. */
export async function createUserWithPassword(
  db: Db,
  password: string,
  values: Partial<typeof users.$inferInsert> = {},
) {
  return createUser(db, { ...values, passwordHash: await hashPassword(password) });
}

/** A user; the password hash is a placeholder unless given (no sign-in through it). */
export async function createUser(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      email: `user${n}@example.org`,
      firstName: `First${n}`,
      lastName: `Last${n}`,
      passwordHash: 'not-a-real-hash',
      accountType: 'individual',
      ...values,
    })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

/** A session row and the raw token a browser would hold for it. */
export async function createSession(
  db: Db,
  userId: string,
  values: Partial<typeof sessions.$inferInsert> = {},
) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + 12 * 3600_000),
      ...values,
    })
    .returning();
  if (!row) throw new Error('session not created');
  return { token, session: row };
}

/**
 * The session cookie of a freshly created, signed-in user (for signed-in-only routes);
 * `at` starts the session at a test clock's time.
 */
export async function signedInCookie(db: Db, at?: Date): Promise<Record<string, string>> {
  const user = await createUser(db);
  const times = at
    ? { createdAt: at, lastSeenAt: at, expiresAt: new Date(at.getTime() + 12 * 3600_000) }
    : {};
  const { token } = await createSession(db, user.id, times);
  return { [SESSION_COOKIE]: token };
}

/**
 * A user with a session started at `at` (a test clock's time) and the cookie a browser would
 * send for it.
 */
export async function createSignedInUser(
  db: Db,
  values: Partial<typeof users.$inferInsert> = {},
  at: Date = new Date(),
) {
  const user = await createUser(db, values);
  const { token } = await createSession(db, user.id, {
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + 12 * 3600_000),
  });
  return { user, cookies: { [SESSION_COOKIE]: token } };
}
