import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadTimeoutError, lazyComponent, lazyPage } from './lazy-load';

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

describe('lazyComponent', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Shows what a part failed with, as the route's error page would. */
  class Caught extends Component<{ children: ReactNode }, { error: unknown }> {
    override state: { error: unknown } = { error: null };
    static getDerivedStateFromError(error: unknown) {
      return { error };
    }
    override render() {
      const { error } = this.state;
      if (!error) return this.props.children;
      return <p>{error instanceof ChunkLoadTimeoutError ? 'timed out' : 'failed'}</p>;
    }
  }

  it('shows the picked component once its chunk arrives', async () => {
    const Dialog = ({ title }: { title: string }) => <h2>{title}</h2>;
    const Lazy = lazyComponent(
      async () => ({ Dialog }),
      (m) => m.Dialog,
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy title="New Student" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'New Student' })).toBeVisible();
  });

  it('fails with a time-out after 120 seconds without the chunk, like a page', async () => {
    vi.useFakeTimers();
    // React reports the error it hands to the boundary.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Lazy = lazyComponent(
      () => new Promise<{ Dialog: () => null }>(() => {}),
      (m) => m.Dialog,
    );
    render(
      <Caught>
        <Suspense fallback={<p>loading</p>}>
          <Lazy />
        </Suspense>
      </Caught>,
    );
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('timed out')).toBeInTheDocument();
  });
});
