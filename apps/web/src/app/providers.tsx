import type { ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { LocaleFollowsUser } from './locale-follows-user';

/** App-wide providers: server-state cache and the app's language. */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocaleFollowsUser />
        {children}
      </I18nextProvider>
    </QueryClientProvider>
  );
}
