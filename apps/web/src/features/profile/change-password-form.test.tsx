import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@trellis/shared/api-error';
import { AUTH_MESSAGES } from '@trellis/shared/auth';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { renderApp, signedIn, stubApi } from '../../test/render-app';

const MISMATCH_SUMMARY = 'The new password and its confirmation differ.';

beforeEach(() => useAlertsStore.getState().clearAlerts());

async function openForm() {
  renderApp('/my-profile');
  await screen.findByRole('heading', { name: 'Change Password' });
  return {
    current: screen.getByLabelText('Current Password', { selector: 'input' }),
    next: screen.getByLabelText('New Password', { selector: 'input' }),
    confirm: screen.getByLabelText('Confirm New Password', { selector: 'input' }),
  };
}

describe('Change Password', () => {
  it("sends the fields under the API's names, checks nothing itself, and shows the server's refusal at its field", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/auth/password': async (body) => {
        bodies.push(body);
        return Response.json(
          {
            code: ErrorCode.PASSWORD_MISMATCH,
            message: MISMATCH_SUMMARY,
            issues: [{ path: 'confirmPassword', message: AUTH_MESSAGES.passwordsDoNotMatch }],
          },
          { status: 400 },
        );
      },
    });
    const { current, next, confirm } = await openForm();
    expect(current).toHaveAttribute('name', 'currentPassword');
    expect(next).toHaveAttribute('name', 'newPassword');
    expect(confirm).toHaveAttribute('name', 'confirmPassword');

    await user.type(current, 'granite-harbor');
    await user.type(next, 'short');
    await user.type(confirm, 'shirt');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error updating password!');
    expect(alert).toHaveTextContent(MISMATCH_SUMMARY);
    expect(bodies).toEqual([
      { currentPassword: 'granite-harbor', newPassword: 'short', confirmPassword: 'shirt' },
    ]);
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(AUTH_MESSAGES.passwordsDoNotMatch);
    expect(current).not.toHaveAttribute('aria-invalid');
    expect(next).not.toHaveAttribute('aria-invalid');

    // The message stays while the user types; the next submission starts afresh.
    await user.type(confirm, 'x');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits empty fields too: the server decides, and says so at the field', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/auth/password': async () =>
        Response.json(
          {
            code: ErrorCode.VALIDATION_FAILED,
            message: 'Please check the request. currentPassword: Enter your current password',
            issues: [{ path: 'currentPassword', message: 'Enter your current password' }],
          },
          { status: 400 },
        ),
    });
    const { current } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error updating password!');
    expect(current).toHaveAccessibleDescription('Enter your current password');
    // A plain sentence, never the API's field names.
    expect(alert).toHaveTextContent('Please check the fields marked below.');
    expect(alert).not.toHaveTextContent('currentPassword');
  });

  it('shows a validation problem that no field shows in its own words', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/auth/password': async () =>
        Response.json(
          {
            code: ErrorCode.VALIDATION_FAILED,
            message: 'Please check the request. request: Send the form again',
            issues: [{ path: 'request', message: 'Send the form again' }],
          },
          { status: 400 },
        ),
    });
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Send the form again');
    expect(alert).not.toHaveTextContent('request:');
  });

  it('clears the fields and says so when the password is changed', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, '/api/v1/auth/password': { success: true } });
    const { current, next, confirm } = await openForm();
    await user.type(current, 'granite-harbor');
    await user.type(next, 'meadow-copper-kettle');
    await user.type(confirm, 'meadow-copper-kettle');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Password update successful.')).toBeVisible();
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(confirm).toHaveValue('');
  });
});
