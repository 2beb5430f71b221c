import { eq } from 'drizzle-orm';
import type { FamilyLocale } from '@trellis/shared/locales';
import { users } from '../../db/schema/index';
import { forgetSessions } from './forget-sessions';
import type { SessionDeps } from './session-store';

/**
 * Remembers the language a user chose. `/me` carries it, so the cached sessions of that user
 * are dropped after the write: the next `/me` (this browser's or another's) says the new one.
 */
export async function setUserLocale(
  { db, clock }: SessionDeps,
  userId: string,
  locale: FamilyLocale,
) {
  await db.update(users).set({ locale, updatedAt: clock.now() }).where(eq(users.id, userId));
  await forgetSessions(db, { userId });
}
