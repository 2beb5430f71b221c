import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@trellis/shared/api-error';
import { renderApp, signedOut, stubApi } from '../../test/render-app';

// Issue 23: each page's form gives way to its outcome without a route change; the outcome's
// heading takes the focus, so a screen reader reads it and the focus is not dropped.
describe('the password reset pages', () => {
  it('focuses “Email Sent!” once the request is sent', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/auth/password-reset/request': { success: true },
    });
    renderApp('/pwreset');
    await user.type(await screen.findByLabelText('Email Address', {}), 'rosa@example.org');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Email Sent!' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('focuses “Password Reset Successfully!” once the new password is saved', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/auth/password-reset/check': { valid: true },
      '/api/v1/auth/password-reset/complete': { success: true },
    });
    renderApp('/pwreset-form/abc123');
    await user.type(
      await screen.findByLabelText('New Password', { selector: 'input' }),
      'meadow-copper-kettle',
    );
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Password Reset Successfully!',
    });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('focuses the warning when the link turns out to be spent, as the form goes', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/auth/password-reset/check': { valid: true },
      '/api/v1/auth/password-reset/complete': async () =>
        Response.json(
          { code: ErrorCode.RESET_LINK_INVALID, message: 'This link has expired.' },
          { status: 400 },
        ),
    });
    renderApp('/pwreset-form/abc123');
    await user.type(
      await screen.findByLabelText('New Password', { selector: 'input' }),
      'meadow-copper-kettle',
    );
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('This password reset link has expired');
    await waitFor(() => expect(warning).toHaveFocus());
  });
});
