import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ssoSignOutNotice } from '@trellis/shared/sso-providers';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { renderApp, signedIn, stubApi } from '../../test/render-app';

async function signOut(signedInWith: string | null) {
  const user = userEvent.setup();
  stubApi({
    '/api/v1/me': { ...signedIn, session: { ...signedIn.session, signedInWith } },
    '/api/v1/plans': { plans: [], currentPlanId: null, limit: 1000 },
    '/api/v1/auth/logout': { success: true },
  });
  const { router } = renderApp('/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Rosa Diaz' }));
  await user.click(screen.getByRole('button', { name: 'Sign Out' }));
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
}

beforeEach(() => useAlertsStore.getState().clearAlerts());

describe('signing out', () => {
  it('says that the provider of a single sign-on session is still signed in', async () => {
    await signOut('Springfield Login');
    expect(screen.getByRole('status')).toHaveTextContent(ssoSignOutNotice('Springfield Login'));
  });

  it('says nothing of a provider after a password sign-in', async () => {
    await signOut(null);
    expect(screen.queryByText(/does not sign you out of/)).not.toBeInTheDocument();
  });
});
