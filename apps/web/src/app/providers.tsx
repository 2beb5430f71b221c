import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../lib/query-client';
import { i18n } from '../lib/i18n';
import { LocaleFollowsUser } from './locale-follows-user';

/** App-wide providers: server-state cache and the app's language. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocaleFollowsUser />
        {children}
      </I18nextProvider>
    </QueryClientProvider>
  );
}
