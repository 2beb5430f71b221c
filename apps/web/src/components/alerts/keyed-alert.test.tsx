import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertEntryText, useAlertsStore } from './alerts-store';
import { KeyedAlert } from './keyed-alert';

describe('keyed alerts', () => {
  beforeEach(() => useAlertsStore.getState().clearAlerts());

  it.each([
    ['A message', 'A message'],
    [{ message: 'From the server' }, 'From the server'],
    [{ code: 42 }, 'Unknown error'],
    [42, 'Unknown error'],
    ['', 'Unknown error'],
    [null, 'Unknown error'],
  ])('shows %j as %s', (entry, text) => {
    expect(alertEntryText(entry)).toBe(text);
  });

  it('shows the alert stored under its key, announced, and dismisses it from the icon', async () => {
    useAlertsStore.getState().setAlert('signinError', {
      alertType: 'danger',
      title: 'There was an error signing in:',
      errors: ['Wrong password', { nope: true }],
    });
    render(
      <>
        <KeyedAlert alertKey="signinError" />
        <KeyedAlert alertKey="codeError" />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There was an error signing in:');
    expect(alert).toHaveTextContent('Wrong password');
    expect(alert).toHaveTextContent('Unknown error');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss error message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useAlertsStore.getState().alerts).toEqual({});
  });

  it('announces success politely', () => {
    useAlertsStore
      .getState()
      .setAlert('pwUpdate', { alertType: 'success', title: 'Password update successful.' });
    render(<KeyedAlert alertKey="pwUpdate" />);
    expect(screen.getByRole('status')).toHaveTextContent('Password update successful.');
  });
});
