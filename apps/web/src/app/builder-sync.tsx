import { useEffect } from 'react';
import { useMe } from '../hooks/use-me';
import { startBuilderSync } from '../stores/builder-sync';

/** Saves the signed-in user's builder state and plan to the server (stores/builder-sync.ts). */
export function BuilderSync() {
  const userId = useMe().data?.user.id ?? null;
  useEffect(() => (userId ? startBuilderSync(userId) : undefined), [userId]);
  return null;
}
