import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@trellis/shared/api-error';
import { AUTH_MESSAGES } from '@trellis/shared/auth';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { renderApp, signedOut, stubApi } from '../../test/render-app';
import { useDistrictCodeStore } from './district-code-store';

beforeEach(() => {
  useAlertsStore.getState().clearAlerts();
  useDistrictCodeStore.getState().release();
});

async function codeBox() {
  return screen.findByLabelText('Access code', {});
}

describe('the access-code card', () => {
  it('answers a code the schema refuses as the server would, and leaves the focus where it went', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ '/api/v1/me': signedOut });
    renderApp('/register');
    await user.type(await codeBox(), 'AB-12');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCode);
    expect(await codeBox()).not.toHaveFocus();
    expect(calls.filter((path) => path.startsWith('/api/v1/auth/school-code'))).toEqual([]);
  });

  it("shows the server's refusal of an unknown code in the alert", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/auth/school-code/NOSUCH12': async () =>
        Response.json(
          { code: ErrorCode.INVALID_CODE, message: AUTH_MESSAGES.invalidCode },
          { status: 404 },
        ),
    });
    renderApp('/register');
    await user.type(await codeBox(), 'nosuch12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCode);
    expect(calls).toContain('/api/v1/auth/school-code/NOSUCH12');
  });

  it('ties the error to the box, and unties it when the code is asked again', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/auth/school-code/NOSUCH12': async () =>
        Response.json(
          { code: ErrorCode.INVALID_CODE, message: AUTH_MESSAGES.invalidCode },
          { status: 404 },
        ),
    });
    renderApp('/register');
    const box = await codeBox();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
    await user.type(box, 'nosuch12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(AUTH_MESSAGES.invalidCode);

    await user.click(screen.getByRole('button', { name: 'Dismiss error message' }));
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('asks again on each Continue, even for the code just refused', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/auth/school-code/NOSUCH12': async () =>
        Response.json(
          { code: ErrorCode.INVALID_CODE, message: AUTH_MESSAGES.invalidCode },
          { status: 404 },
        ),
    });
    renderApp('/register');
    await user.type(await codeBox(), 'nosuch12');
    const lookUps = () => calls.filter((path) => path.startsWith('/api/v1/auth/school-code'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(lookUps()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(lookUps()).toHaveLength(2));
  });

  it('holds the district of a known code and opens the account form', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/auth/school-code/MAPLE123': {
        success: true,
        payload: {
          school_name: 'Maple Grove Schools',
          school_code: 'MAPLE123',
          active: true,
          expires: null,
        },
      },
    });
    const { router } = renderApp('/register');
    await user.type(await codeBox(), 'MAPLE123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/code'));
    expect(useDistrictCodeStore.getState().district?.code).toBe('MAPLE123');
  });
});
