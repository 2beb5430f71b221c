import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedIn, stubApi } from '../test/render-app';
import { useCartStore } from '../stores/cart-store';

const MINUTE = 60_000;

/** The signed-in page is up. */
const signedInPage = () => screen.findByRole('button', { name: 'Rosa Diaz' });

describe('session expiry in the browser', () => {
  afterEach(() => vi.useRealTimers());

  it("offers 'Stay signed in' two minutes before the idle limit, then returns to sign-in with a notice and keeps the plan", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = new Date('2026-11-22T10:00:00Z');
    vi.setSystemTime(start);
    stubApi({ '/api/v1/me': signedIn });
    useCartStore.getState().add({ key: 'L12', title: 'Audiobooks' });
    const { router } = renderApp('/dashboard');
    await signedInPage();

    await act(async () => {
      vi.setSystemTime(new Date(start.getTime() + 57.5 * MINUTE));
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(
      await screen.findByRole('dialog', { name: 'Your session is about to end' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toBeInTheDocument();

    await act(async () => {
      vi.setSystemTime(new Date(start.getTime() + 60 * MINUTE));
      await vi.advanceTimersByTimeAsync(5_000);
    });
    // The sign-in page's chunk is transformed on first use: allow it a few seconds.
    expect(
      await screen.findByText('Your session has ended. Please sign in again.', {}),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useCartStore.getState().items.map((item) => item.key)).toEqual(['L12']);
  });

  it("counts from the server's clock: a browser clock 12 hours ahead neither ends the session at sign-in nor delays the warning", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The server says it is 10:00 and the session (begun 11.5 hours ago) ends at 10:30;
    // this laptop's clock reads 22:00 the same day.
    const serverNow = new Date('2026-11-22T10:00:00Z');
    const browserNow = new Date(serverNow.getTime() + 12 * 60 * MINUTE);
    vi.setSystemTime(browserNow);
    stubApi({
      '/api/v1/me': {
        ...signedIn,
        session: {
          now: serverNow.toISOString(),
          expiresAt: '2026-11-22T10:30:00.000Z',
          idleExpiresAt: '2026-11-22T10:30:00.000Z',
        },
      },
    });
    const { router } = renderApp('/dashboard');
    await signedInPage();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rosa Diaz' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');

    // Twenty-eight and a half minutes later, by either clock, the warning appears...
    await act(async () => {
      vi.setSystemTime(new Date(browserNow.getTime() + 28.5 * MINUTE));
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(
      await screen.findByRole('dialog', { name: 'Your session ends in two minutes' }),
    ).toBeInTheDocument();

    // ...and at the server's 10:30 the session ends.
    await act(async () => {
      vi.setSystemTime(new Date(browserNow.getTime() + 30 * MINUTE));
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(
      await screen.findByText('Your session has ended. Please sign in again.', {}),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  /** Signed in at 10:00 server time with the 12-hour limit at 10:30 and the idle hour later. */
  async function nearTheLimit(answers: Parameters<typeof stubApi>[0] = {}) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = new Date('2026-11-22T10:00:00Z');
    vi.setSystemTime(start);
    const calls = stubApi({
      '/api/v1/me': {
        ...signedIn,
        session: {
          now: start.toISOString(),
          expiresAt: '2026-11-22T10:30:00.000Z',
          idleExpiresAt: '2026-11-22T11:00:00.000Z',
        },
      },
      ...answers,
    });
    useCartStore.getState().add({ key: 'L12', title: 'Audiobooks' });
    const app = renderApp('/dashboard');
    await signedInPage();
    const at = async (minutes: number) =>
      act(async () => {
        vi.setSystemTime(new Date(start.getTime() + minutes * MINUTE));
        await vi.advanceTimersByTimeAsync(5_000);
      });
    return { ...app, calls, at };
  }

  it('says the 12-hour limit cannot be extended, once, and offers no Stay signed in', async () => {
    const { at, router } = await nearTheLimit();
    await at(28.5);
    const dialog = await screen.findByRole('dialog', { name: 'Your session ends in two minutes' });
    expect(dialog).toHaveTextContent('a session lasts at most 12 hours');
    expect(screen.queryByRole('button', { name: 'Stay signed in' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await at(29);
    await at(29.5);
    // Dismissed, it does not come back every few seconds while the limit nears...
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    // ...and the limit still ends the session.
    await at(30);
    expect(
      await screen.findByText('Your session has ended. Please sign in again.', {}),
    ).toBeInTheDocument();
  });

  it('signs out at once for "Sign in again now", keeping the plan', async () => {
    const logout = vi.fn(async () => new Response(JSON.stringify({ success: true })));
    const { at, router, calls } = await nearTheLimit({ '/api/v1/auth/logout': logout });
    await at(28.5);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in again now' }));
    expect(
      await screen.findByText('Sign in again to go on. Your work is kept.', {}),
    ).toBeInTheDocument();
    expect(calls).toContain('/api/v1/auth/logout');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    expect(useCartStore.getState().items.map((item) => item.key)).toEqual(['L12']);
  });

  it('returns to sign-in for "Sign in again now" even when the sign-out call fails', async () => {
    const logout = vi.fn(async () => Response.json({ code: 'INTERNAL_ERROR' }, { status: 500 }));
    const { at, router } = await nearTheLimit({ '/api/v1/auth/logout': logout });
    await at(28.5);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in again now' }));
    expect(
      await screen.findByText('Sign in again to go on. Your work is kept.'),
    ).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    expect(useCartStore.getState().items.map((item) => item.key)).toEqual(['L12']);
  });
});
