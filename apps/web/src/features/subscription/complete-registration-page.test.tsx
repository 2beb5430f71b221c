import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@trellis/shared/api-error';
import { AUTH_MESSAGES } from '@trellis/shared/auth';
import { renderApp, signedIn, signedOut, stubApi } from '../../test/render-app';

const KEY = 'k3y-for-completing-registration';
const SUBMIT_FAILED = 'There was an error while submitting your password.';
const info = {
  firstName: 'Ivy',
  lastName: 'Nguyen',
  email: 'ivy@example.org',
  registeredAt: '2025-03-01T12:00:00.000Z',
};

async function openForm() {
  const { router } = renderApp(`/register/complete?key=${KEY}`);
  await screen.findByRole('heading', { level: 1, name: 'Complete Registration' });
  return {
    password: screen.getByLabelText('Set Password', { selector: 'input' }),
    confirm: screen.getByLabelText('Confirm Password', { selector: 'input' }),
    submit: screen.getByRole('button', { name: 'Complete Registration' }),
    router,
  };
}

describe('/register/complete', () => {
  it('says the passwords differ without asking the server', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      '/api/v1/me': signedOut,
      [`/api/v1/registration/complete/${KEY}`]: info,
    });
    const { password, confirm, submit } = await openForm();
    await user.type(password, 'copper-meadow-lantern');
    await user.type(confirm, 'copper-meadow-lanterns');
    await user.click(submit);
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(AUTH_MESSAGES.passwordsDoNotMatch),
    );
    expect(confirm).not.toHaveFocus();
    expect(calls).not.toContain('/api/v1/registration/complete');
  });

  it("sends key, password and confirm, and shows the server's refusal at the password", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    stubApi({
      '/api/v1/me': signedOut,
      [`/api/v1/registration/complete/${KEY}`]: info,
      '/api/v1/registration/complete': async (body) => {
        bodies.push(body);
        return Response.json(
          {
            code: ErrorCode.WEAK_PASSWORD,
            message: AUTH_MESSAGES.passwordTooCommon,
            issues: [{ path: 'password', message: AUTH_MESSAGES.passwordTooCommon }],
          },
          { status: 400 },
        );
      },
    });
    const { password, confirm, submit } = await openForm();
    expect(password).toHaveAttribute('name', 'password');
    expect(confirm).toHaveAttribute('name', 'confirm');
    await user.type(password, 'password1');
    await user.type(confirm, 'password1');
    await user.click(submit);

    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(AUTH_MESSAGES.passwordTooCommon),
    );
    expect(confirm).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(SUBMIT_FAILED)).not.toBeInTheDocument();
    expect(bodies).toEqual([{ key: KEY, password: 'password1', confirm: 'password1' }]);
  });

  it('says the password could not be submitted when the answer names no field', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedOut,
      [`/api/v1/registration/complete/${KEY}`]: info,
      '/api/v1/registration/complete': async () =>
        Response.json({ code: ErrorCode.INVALID_KEY, message: 'Invalid Key' }, { status: 404 }),
    });
    const { password, confirm, submit } = await openForm();
    await user.type(password, 'copper-meadow-lantern');
    await user.type(confirm, 'copper-meadow-lantern');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBMIT_FAILED);
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('signs the new subscriber in and opens the dashboard', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedOut,
      [`/api/v1/registration/complete/${KEY}`]: info,
      '/api/v1/registration/complete': signedIn,
    });
    const { password, confirm, submit, router } = await openForm();
    await user.type(password, 'copper-meadow-lantern');
    await user.type(confirm, 'copper-meadow-lantern');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
