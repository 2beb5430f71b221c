import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '../hooks/use-me';
import { createQueryClient } from '../lib/query-client';
import { renderApp, signedIn, signedOut, stubApi } from '../test/render-app';
import { routes } from './router';

const NOTICE = 'You are already signed in. Sign out first to use that link.';
const KEY = 'k3y-for-completing-registration';

describe('e-mailed links opened while signed in', () => {
  it.each([`/pwreset-form/${'t'.repeat(43)}`, `/register/complete?key=${KEY}`])(
    'sends a signed-in user from %s to the dashboard and says why',
    async (path) => {
      const user = userEvent.setup();
      stubApi({ '/api/v1/me': signedIn });
      const { router } = renderApp(path);
      expect(await screen.findByText(NOTICE, {})).toBeVisible();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(screen.getByText(NOTICE).closest('[role="status"]')).not.toBeNull();

      await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
      await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it.each(['/', '/register', '/pwreset', '/register/complete?paid=renewal'])(
    'sends a signed-in user from %s to the dashboard without the notice',
    async (path) => {
      stubApi({ '/api/v1/me': signedIn });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(await screen.findByRole('button', { name: 'Rosa Diaz' })).toBeVisible();
      expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    },
  );

  it("completes a registration with the 'Complete Registration' button, landing on the dashboard without the notice", async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedOut,
      [`/api/v1/registration/complete/${KEY}`]: {
        firstName: 'Rosa',
        lastName: 'Diaz',
        email: 'rosa@example.org',
        registeredAt: '2026-11-22T10:00:00.000Z',
      },
      '/api/v1/registration/complete': signedIn,
    });
    const { router } = renderApp(`/register/complete?key=${KEY}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete Registration' }),
    ).toBeVisible();
    // The spec: 'Set Password' and 'Confirm Password' fields and a 'Complete Registration' button.
    expect(screen.queryByRole('button', { name: 'Set Password' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Set Password'), 'copper-meadow-lantern');
    await user.type(screen.getByLabelText('Confirm Password'), 'copper-meadow-lantern');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('button', { name: 'Rosa Diaz' })).toBeVisible();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('says nothing to someone who signs in on the link page itself, whatever updates first', async () => {
    stubApi({
      '/api/v1/me': signedOut,
      [`/api/v1/registration/complete/${KEY}`]: {
        firstName: 'Rosa',
        lastName: 'Diaz',
        email: 'rosa@example.org',
        registeredAt: '2026-11-22T10:00:00.000Z',
      },
    });
    const queryClient = createQueryClient();
    const router = createMemoryRouter(routes, {
      initialEntries: [`/register/complete?key=${KEY}`],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Complete Registration' });
    // Signed in while still on the completion page (before the page's own navigation).
    act(() => queryClient.setQueryData(meQueryKey, signedIn));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('button', { name: 'Rosa Diaz' })).toBeVisible();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
