import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SSO_ERROR_MESSAGES, ssoStartPath } from '@trellis/shared/sso-providers';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { renderApp, signedOut, stubApi } from '../../test/render-app';
import { SSO_LOOKUP_DELAY_MS } from './api/sso-options';

const OPTIONS_PATH = '/api/v1/auth/sso/options';

const springfield = {
  providers: [
    {
      id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      label: 'Google',
      kind: 'google',
      districtName: 'Springfield Public Schools',
    },
    {
      id: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      label: 'Clever',
      kind: 'clever',
      districtName: 'Springfield Public Schools',
    },
  ],
};

/** The API stub, answering Springfield's buttons for its domain and none for the others. */
function stubSso() {
  const lookups: string[] = [];
  stubApi({ '/api/v1/me': signedOut });
  const stubbed = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== OPTIONS_PATH) return stubbed(input, init);
    const email = url.searchParams.get('email') ?? '';
    lookups.push(email);
    const answer = email.endsWith('@springfield.k12.us') ? springfield : { providers: [] };
    return Response.json(answer);
  };
  return lookups;
}

async function emailField() {
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  return screen.getByLabelText('Email Address');
}

/** Longer than the lookup's typing pause, so a lookup that was going to start has started. */
const pastTheTypingPause = () =>
  new Promise((resolve) => setTimeout(resolve, SSO_LOOKUP_DELAY_MS * 2));

beforeEach(() => useAlertsStore.getState().clearAlerts());

describe('Sign in with a district provider', () => {
  it("shows the district's buttons under the e-mail field, each a link to its start", async () => {
    const user = userEvent.setup();
    stubSso();
    renderApp('/');
    await user.type(await emailField(), 'rosa@springfield.k12.us');

    const group = await screen.findByRole('group', {
      name: 'Your district, Springfield Public Schools, signs in with',
    });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Sign in with Google',
      'Sign in with Clever',
    ]);
    expect(links[0]).toHaveAttribute(
      'href',
      ssoStartPath(springfield.providers[0]?.id ?? '', { email: 'rosa@springfield.k12.us' }),
    );
    // The password form stays as it is.
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows nothing for an address whose domain has no single sign-on', async () => {
    const user = userEvent.setup();
    const lookups = stubSso();
    renderApp('/');
    await user.type(await emailField(), 'rosa@example.org');
    await waitFor(() => expect(lookups).toEqual(['rosa@example.org']));
    await pastTheTypingPause();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).not.toBeInTheDocument();
  });

  it('asks once per domain, not per address, and not before the address looks complete', async () => {
    const user = userEvent.setup();
    const lookups = stubSso();
    renderApp('/');
    const email = await emailField();
    await user.type(email, 'rosa@springfield');
    await pastTheTypingPause();
    expect(lookups).toEqual([]);

    await user.type(email, '.k12.us');
    await screen.findByRole('link', { name: 'Sign in with Google' });
    await user.clear(email);
    await user.type(email, 'ben@Springfield.k12.us');
    await pastTheTypingPause();
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(lookups).toEqual(['rosa@springfield.k12.us']);

    await user.clear(email);
    await user.type(email, 'ben@shelbyville.k12.us');
    await waitFor(() => expect(lookups).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Sign in with Google' })).not.toBeInTheDocument(),
    );
  });

  it('returns to the page that asked for sign-in after the provider', async () => {
    const user = userEvent.setup();
    stubSso();
    const { router } = renderApp('/students');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await user.type(await emailField(), 'rosa@springfield.k12.us');
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      ssoStartPath(springfield.providers[0]?.id ?? '', {
        returnTo: '/students',
        email: 'rosa@springfield.k12.us',
      }),
    );
  });
});

describe('a single sign-on that came back without a session', () => {
  it.each(Object.entries(SSO_ERROR_MESSAGES))(
    'explains ?sso=%s in the alert and takes it out of the address',
    async (code, message) => {
      stubSso();
      const { router } = renderApp(`/?sso=${code}`);
      const alert = await screen.findByRole('alert', {});
      expect(alert).toHaveTextContent('There was an error signing in:');
      expect(alert).toHaveTextContent(message);
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(router.state.location.pathname).toBe('/');
      // A reload of the page shows nothing again: the address no longer carries the code.
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('ignores a code it does not know, and still takes it out of the address', async () => {
    stubSso();
    const { router } = renderApp('/?sso=%3Cscript%3E');
    await emailField();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
