import { eq } from 'drizzle-orm';
import type { BuilderState } from '@trellis/shared/builder';
import type { Db } from '../../db/client';
import { builderStates } from '../../db/schema/index';

/** The user's saved builder state, or undefined before the first save. */
export async function findBuilderState(db: Db, userId: string) {
  const [row] = await db.select().from(builderStates).where(eq(builderStates.userId, userId));
  return row;
}

/** Saves the user's builder state whole, replacing the previous one. */
export async function saveBuilderState(
  db: Db,
  userId: string,
  state: BuilderState,
  updatedAt: Date,
): Promise<void> {
  await db
    .insert(builderStates)
    .values({ userId, state, updatedAt })
    .onConflictDoUpdate({ target: builderStates.userId, set: { state, updatedAt } });
}
