import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@trellis/shared/api-error';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { renderApp, signedIn, signedOut, stubApi } from '../../test/render-app';

beforeEach(() => useAlertsStore.getState().clearAlerts());

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  const email = screen.getByLabelText('Email Address');
  expect(email).toHaveAttribute('name', 'email');
  expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
    'name',
    'password',
  );
  await user.type(email, 'rosa@example.org');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'granite-harbor');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Sign In', () => {
  it("sends the API's body and shows the server's message in the alert", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/auth/login': async (body) => {
        bodies.push(body);
        return Response.json(
          { code: ErrorCode.INVALID_CREDENTIALS, message: 'Wrong e-mail address or password.' },
          { status: 401 },
        );
      },
    });
    renderApp('/');
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was an error signing in:');
    expect(alert).toHaveTextContent('Wrong e-mail address or password.');
    expect(bodies).toEqual([{ email: 'rosa@example.org', password: 'granite-harbor' }]);
  });

  it('says only that signing in failed when the server cannot be reached', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/auth/login': async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^There was an error signing in\.$/);
  });

  it('opens the dashboard once signed in', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedOut, '/api/v1/auth/login': signedIn });
    const { router } = renderApp('/');
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
