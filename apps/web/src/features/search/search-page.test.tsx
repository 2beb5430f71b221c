import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedIn, stubApi } from '../../test/render-app';

const answer = {
  query: 'ext',
  correctedQuery: null,
  results: [
    {
      key: 'A28',
      category: 'A',
      title: 'Extended Time on Tests',
      subtitle: 'More time',
      tier: 1,
      modification: false,
    },
  ],
};

function searchCalls(calls: string[]) {
  return calls.filter((path) => path === '/api/v1/content/search');
}

describe('search box', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('searches only from 3 characters, 500 ms after typing stops, once per pause', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = stubApi({ '/api/v1/me': signedIn, '/api/v1/content/search': answer });
    const { router } = renderApp('/search');
    const box = await screen.findByPlaceholderText('Enter search term');

    await user.type(box, 'ex');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(searchCalls(calls)).toHaveLength(0);

    await user.type(box, 't');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(searchCalls(calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(150));
    await waitFor(() => expect(searchCalls(calls)).toHaveLength(1));
    expect(router.state.location.search).toBe('?q=ext');
    expect(await screen.findByRole('heading', { name: '1 Matching Accommodations' })).toBeVisible();

    await user.type(box, 'ended');
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(router.state.location.search).toBe('?q=extended'));
    expect(searchCalls(calls)).toHaveLength(2);
  });

  it('runs the search in the address at once, and says so when nothing matches', async () => {
    const calls = stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/content/search': { query: 'zzz', correctedQuery: null, results: [] },
    });
    renderApp('/search?q=zzzq');
    expect(await screen.findByText('No results.')).toBeVisible();
    expect(searchCalls(calls)).toHaveLength(1);
    expect(screen.getByPlaceholderText('Enter search term')).toHaveValue('zzzq');
  });
});

describe('search outcomes and Clear Search', () => {
  it('announces the result count in the app’s live region, and each new count', async () => {
    stubApi({ '/api/v1/me': signedIn, '/api/v1/content/search': answer });
    renderApp('/search?q=ext');
    expect(await screen.findByRole('heading', { name: '1 Matching Accommodations' })).toBeVisible();
    await waitFor(() =>
      expect(document.getElementById('announcer')).toHaveTextContent('1 Matching Accommodations'),
    );
  });

  it('announces that nothing matched', async () => {
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/content/search': { query: 'zzz', correctedQuery: null, results: [] },
    });
    renderApp('/search?q=zzzq');
    await waitFor(() =>
      expect(document.getElementById('announcer')).toHaveTextContent('No results.'),
    );
  });

  it('moves focus to the emptied search box when Clear Search goes with the results', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, '/api/v1/content/search': answer });
    const { router } = renderApp('/search?q=ext');
    await user.click(await screen.findByRole('button', { name: 'Clear Search' }));
    const box = screen.getByPlaceholderText('Enter search term');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
