import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@trellis/shared/api-error';
import { AUTH_MESSAGES } from '@trellis/shared/auth';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { renderApp, signedIn, signedOut, stubApi } from '../../test/render-app';
import { useDistrictCodeStore } from './district-code-store';

beforeEach(() => {
  useAlertsStore.getState().clearAlerts();
  useDistrictCodeStore
    .getState()
    .hold({ name: 'Maple Grove Schools', code: 'MAPLE123', isActive: true, expires: null });
});

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: 'Create Your Account' });
  await user.type(screen.getByLabelText(/^First Name/), ' Dana ');
  await user.type(screen.getByLabelText(/^Last Name/), 'Whitfield');
  await user.type(screen.getByLabelText(/^Email Address/), 'dana@example.org');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'granite-harbor');
}

describe('/register/code', () => {
  it("shows the form's own messages and sends nothing while a rule fails", async () => {
    const user = userEvent.setup();
    const calls = stubApi({ '/api/v1/me': signedOut });
    renderApp('/register/code');
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(AUTH_MESSAGES.firstNameRequired)).toBeVisible();
    expect(screen.getByText(AUTH_MESSAGES.lastNameRequired)).toBeVisible();
    expect(screen.getByLabelText(/^First Name/)).toHaveFocus();
    expect(calls).not.toContain('/api/v1/auth/register');
  });

  it("sends the API's body as the form's values and puts the server's refusal at its field", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/auth/register': async (body) => {
        bodies.push(body);
        return Response.json(
          {
            code: ErrorCode.EMAIL_IN_USE,
            message: 'That address already has an account.',
            issues: [{ path: 'email', message: AUTH_MESSAGES.emailInUse }],
          },
          { status: 409 },
        );
      },
    });
    renderApp('/register/code');
    await fillForm(user);
    const email = screen.getByLabelText(/^Email Address/);
    expect(email).toHaveAttribute('name', 'email');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was a problem creating your account.');
    expect(within(alert).getByText('That address already has an account.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(AUTH_MESSAGES.emailInUse);
    expect(screen.getByLabelText(/^First Name/)).not.toHaveAttribute('aria-invalid');
    expect(bodies).toEqual([
      {
        fname: 'Dana',
        lname: 'Whitfield',
        email: 'dana@example.org',
        phone: '',
        password: 'granite-harbor',
        code: 'MAPLE123',
        type: 'district',
      },
    ]);
  });

  it('says an unknown error occurred when the server cannot be reached', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/auth/register': async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/register/code');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unknown error occurred while creating your account.',
    );
    expect(screen.getByLabelText(/^Email Address/)).not.toHaveAttribute('aria-invalid');
  });

  it('signs the new account in', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedOut, '/api/v1/auth/register': signedIn });
    const { router } = renderApp('/register/code');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(useDistrictCodeStore.getState().district).toBeNull();
  });

  it('keeps Create Account focusable for a district that cannot take accounts, and says why', async () => {
    const user = userEvent.setup();
    useDistrictCodeStore
      .getState()
      .hold({ name: 'Maple Grove Schools', code: 'MAPLE123', isActive: false, expires: null });
    const calls = stubApi({ '/api/v1/me': signedOut });
    renderApp('/register/code');
    await fillForm(user);
    const create = screen.getByRole('button', { name: 'Create Account' });
    expect(create).toHaveAttribute('aria-disabled', 'true');
    expect(create).toHaveAccessibleDescription(
      'The access code for Maple Grove Schools is not active. Please contact your school or district administrator.',
    );
    await user.click(create);
    await user.keyboard('{Enter}');
    expect(create).toHaveFocus();
    expect(calls).not.toContain('/api/v1/auth/register');
  });

  it('keeps the focus on Creating Account... while the account is made', async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => {};
    stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/auth/register': () => new Promise<Response>((_, reject) => (fail = reject)),
    });
    renderApp('/register/code');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const creating = screen.getByRole('button', { name: 'Creating Account...' });
    expect(creating).toHaveFocus();
    expect(creating).toHaveAttribute('aria-disabled', 'true');
    // The server cannot be reached: the form stays, and so does the focus.
    fail(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unknown error occurred while creating your account.',
    );
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveFocus();
  });
});
