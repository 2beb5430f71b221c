import { useEffect } from 'react';
import { useMe } from '../hooks/use-me';
import { startBuilderSync } from '../stores/builder-sync';

/**
 * Saves the signed-in user's current student plan to the server (stores/builder-sync.ts),
 * starting as soon as `/me` names them. It runs in the layout, not in the lazily loaded
 * signed-in services: React holds back a suspended part's first render for a moment
 * (about 300 ms) to reveal parts together, and the builder's pages wait for this load.
 */
export function useBuilderSync() {
  const userId = useMe().data?.user.id ?? null;
  useEffect(() => (userId ? startBuilderSync(userId) : undefined), [userId]);
}
