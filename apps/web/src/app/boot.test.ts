import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../hooks/use-me';
import { createQueryClient } from '../lib/query-client';
import { signedIn, signedOut, stubApi } from '../test/render-app';
import { askWhoIsSignedIn } from './boot';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('askWhoIsSignedIn', () => {
  it('asks /me once and fetches the signed-in chunks when someone is signed in', async () => {
    const calls = stubApi({ '/api/v1/me': signedIn });
    const queryClient = createQueryClient();
    const preload = vi.fn();
    await askWhoIsSignedIn(queryClient, preload);
    expect(calls).toEqual(['/api/v1/me']);
    expect(preload).toHaveBeenCalledOnce();
    // The pages find the answer in the cache rather than asking again.
    expect(queryClient.getQueryData(meQueryKey)).toMatchObject({ user: { firstName: 'Rosa' } });
  });

  it('leaves the signed-in chunks alone when nobody is signed in', async () => {
    stubApi({ '/api/v1/me': signedOut });
    const queryClient = createQueryClient();
    const preload = vi.fn();
    await askWhoIsSignedIn(queryClient, preload);
    expect(preload).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });

  it('settles quietly when the server cannot answer, for the page to report', async () => {
    globalThis.fetch = () => Promise.reject(new TypeError('offline'));
    const queryClient = createQueryClient();
    const preload = vi.fn();
    await expect(askWhoIsSignedIn(queryClient, preload)).resolves.toBeUndefined();
    expect(preload).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(meQueryKey)?.status).toBe('error');
  });
});
