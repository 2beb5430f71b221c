import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@trellis/shared/api-error';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { useCartStore } from '../../stores/cart-store';
import { renderApp, signedIn, stubApi } from '../../test/render-app';

const FILE_NAME = 'trellis-data-2026-11-24.json';

beforeEach(() => useAlertsStore.getState().clearAlerts());
afterEach(() => vi.restoreAllMocks());

async function openSection() {
  renderApp('/my-profile');
  const heading = await screen.findByRole('heading', { name: 'Your data' });
  const section = heading.closest('section');
  if (!section) throw new Error('no section');
  return section;
}

describe('Your data', () => {
  it('downloads everything as the file the server names', async () => {
    const user = userEvent.setup();
    const saved: { name: string; href: string }[] = [];
    // jsdom has no downloads: catch the link the page clicks, and the object URL behind it.
    URL.createObjectURL = vi.fn(() => 'blob:trellis-data');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/account/data': async () =>
        new Response(JSON.stringify({ profile: {} }), {
          headers: {
            'content-type': 'application/json',
            'content-disposition': `attachment; filename="${FILE_NAME}"`,
          },
        }),
    });
    const section = await openSection();
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      `Your data is saved as ${FILE_NAME}.`,
    );
    expect(saved).toEqual([{ name: FILE_NAME, href: 'blob:trellis-data' }]);
  });

  it('asks for the password and a confirmation that says what is lost, and shows a wrong password at its field', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/account': async (body) => {
        bodies.push(body);
        return Response.json(
          {
            code: ErrorCode.WRONG_PASSWORD,
            message: 'Your password is not correct.',
            issues: [{ path: 'password', message: 'Your password is not correct.' }],
          },
          { status: 400 },
        );
      },
    });
    const section = await openSection();
    const password = within(section).getByLabelText('Your password', { selector: 'input' });
    expect(password).toHaveAttribute('name', 'password');

    // The shared rule first: nothing is asked of the server without a password.
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Enter your password'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(password, 'granite-harbor');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your Trellis account?' });
    expect(dialog).toHaveTextContent('Every student plan you own is deleted');
    expect(dialog).toHaveTextContent('plans you shared disappear for your colleagues');
    expect(dialog).toHaveTextContent('cannot be undone');
    expect(bodies).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Your password is not correct.'),
    );
    expect(within(section).getByRole('alert')).toHaveTextContent('Your account was not deleted.');
    expect(bodies).toEqual([{ password: 'granite-harbor' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(password).toHaveFocus());
  });

  it('forgets the user in this browser once the account is deleted, and says so on the sign-in page', async () => {
    const user = userEvent.setup();
    useCartStore.getState().add({ key: 'L1', title: 'Text-to-Speech' });
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/account': async () => new Response(null, { status: 204 }),
    });
    const section = await openSection();
    await user.type(
      within(section).getByLabelText('Your password', { selector: 'input' }),
      'granite-harbor',
    );
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your Trellis account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted.');
    expect(useCartStore.getState().items).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Rosa Diaz' })).not.toBeInTheDocument();
  });
});
