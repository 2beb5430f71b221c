import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** Retries network hiccups and server faults once, never a client error such as 401 or 400. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 1 &&
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
