import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadTimeoutError, lazyPage } from './lazy-page';

describe('lazyPage', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves to the picked component', async () => {
    const Page = () => null;
    const route = await lazyPage(
      async () => ({ Page }),
      (m) => m.Page,
    )();
    expect(route.Component).toBe(Page);
  });

  it('fails with a time-out after 120 seconds without the chunk', async () => {
    vi.useFakeTimers();
    const pending = lazyPage(
      () => new Promise<{ Page: () => null }>(() => {}),
      (m) => m.Page,
    )();
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });
});
