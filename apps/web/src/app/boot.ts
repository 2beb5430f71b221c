import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../hooks/use-me';
import { preloadSignedInChunks } from './signed-in-chunks';

/**
 * Asks who is signed in as the app starts, beside the first page's chunk rather than after it
 * (every page waits for the answer), and once the answer names someone, fetches the signed-in
 * chunks at once instead of when the header and services first render. On a slow school
 * network that is one round of requests fewer before a signed-in page shows (issue 20).
 */
export function askWhoIsSignedIn(
  queryClient: QueryClient,
  preload: () => void = preloadSignedInChunks,
): Promise<void> {
  return queryClient.fetchQuery(meQueryOptions).then(
    (me) => {
      if (me) preload();
    },
    // The pages that need the answer show the failure (and may ask again).
    () => {},
  );
}
