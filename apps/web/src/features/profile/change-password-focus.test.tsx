import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@trellis/shared/api-error';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { renderApp, signedIn, stubApi } from '../../test/render-app';

// Issue 23: the form's button is busy, then refused; focus is never dropped to the body.
beforeEach(() => useAlertsStore.getState().clearAlerts());

async function openForm() {
  renderApp('/my-profile');
  await screen.findByRole('heading', { name: 'Change Password' });
}

describe('Change Password keeps the focus', () => {
  it('on Update Password while it works, marked unavailable', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/auth/password': () => new Promise<Response>(() => {}),
    });
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const busy = await screen.findByRole('button', { name: 'Updating...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
  });

  it('moves it to the first field the server blamed after an empty submit', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/auth/password': async () =>
        Response.json(
          {
            code: ErrorCode.VALIDATION_FAILED,
            message: 'Please check the request.',
            issues: [
              { path: 'currentPassword', message: 'Enter your current password' },
              { path: 'newPassword', message: 'Choose a new password' },
            ],
          },
          { status: 400 },
        ),
    });
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const current = screen.getByLabelText('Current Password', { selector: 'input' });
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves it to the alert when no field is to blame', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/auth/password': async () =>
        Response.json(
          {
            code: ErrorCode.TOO_MANY_ATTEMPTS,
            message: 'Too many attempts. Try again in 15 minutes.',
          },
          { status: 429 },
        ),
    });
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
  });
});
