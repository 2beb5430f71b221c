import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedIn } from '@trellis/shared/session';
import { meQueryKey } from '../../../hooks/use-me';
import { createQueryClient } from '../../../lib/query-client';
import { signedIn, stubApi } from '../../../test/render-app';
import { useSetLocale } from './locale';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.useRealTimers();
});

describe('useSetLocale', () => {
  it('gives the cached /me the new language and keeps the time /me was answered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
    stubApi({ '/api/v1/me/locale': { success: true } });
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, signedIn as unknown as SignedIn);
    const answeredAt = queryClient.getQueryState(meQueryKey)?.dataUpdatedAt;

    // Three hours on, the language changes: the server's `now` in the cache is still 08:00.
    vi.setSystemTime(new Date('2026-11-25T11:00:00Z'));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSetLocale(), { wrapper });
    act(() => result.current.mutate({ locale: 'es' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(queryClient.getQueryData<SignedIn>(meQueryKey)?.user).toMatchObject({ locale: 'es' });
    expect(queryClient.getQueryState(meQueryKey)?.dataUpdatedAt).toBe(answeredAt);
  });
});
