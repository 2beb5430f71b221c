import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from './use-me';

let clearStores: () => void = () => {};

/**
 * The app shell registers how to clear every client store (`app/clear-client-state.ts`
 * knows them all, some of them features'); features may not import the shell, so they
 * clear through `useForgetUser`.
 */
export function registerClientStateClearer(clear: () => void) {
  clearStores = clear;
}

/**
 * Forgets the signed-in user in this browser as sign-out does (the query cache and every
 * store), for a session the server has already ended: deleting the account.
 */
export function useForgetUser() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, null);
    clearStores();
  }, [queryClient]);
}
