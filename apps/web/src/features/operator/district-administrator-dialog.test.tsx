import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ON_PAGE } from '../../test/announced';
import { renderApp } from '../../test/render-app';
import { callsTo, errorAnswer, mapleGrove, oakRidge, stubOperatorApi } from './operator-test-data';

const administratorPath = `/operator/districts/${oakRidge.id}/administrator`;

async function openDialog() {
  const user = userEvent.setup();
  renderApp('/operator');
  await screen.findByRole('table', { name: 'Every district, by name' });
  const opener = screen.getByRole('button', { name: 'Make administrator…' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Make a district administrator' });
  return { user, opener, dialog: within(dialog) };
}

describe('Operator console: making a district administrator', () => {
  it('makes the account with the address given an administrator of the district chosen', async () => {
    const sent = stubOperatorApi({
      'GET /operator/districts': { districts: [mapleGrove, oakRidge] },
      [`POST ${administratorPath}`]: { ...oakRidge, adminCount: 2 },
    });
    const { user, opener, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Make administrator' }));
    expect(await dialog.findByText('Choose the district.')).toBeVisible();
    // The e-mail field keeps the sign-up form's messages (the shared EmailSchema).
    expect(dialog.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      'Required',
    );
    expect(callsTo(sent, 'POST', administratorPath)).toEqual([]);

    await user.selectOptions(
      dialog.getByRole('combobox', { name: 'District' }),
      'Oak Ridge District',
    );
    await user.type(dialog.getByRole('textbox', { name: 'E-mail address' }), ' pat@oak.org ');
    await user.click(dialog.getByRole('button', { name: 'Make administrator' }));
    expect(
      await screen.findByText(
        'pat@oak.org is now an administrator of Oak Ridge District.',
        ON_PAGE,
      ),
    ).toBeVisible();
    expect(callsTo(sent, 'POST', administratorPath)[0]?.body).toEqual({ email: 'pat@oak.org' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows at the e-mail field that no account of the district has the address', async () => {
    const message = 'No account with this e-mail address in Oak Ridge District.';
    stubOperatorApi({
      'GET /operator/districts': { districts: [mapleGrove, oakRidge] },
      [`POST ${administratorPath}`]: () =>
        errorAnswer(404, 'NOT_FOUND', message, [{ path: 'email', message }]),
    });
    const { user, dialog } = await openDialog();
    await user.selectOptions(
      dialog.getByRole('combobox', { name: 'District' }),
      'Oak Ridge District',
    );
    const email = dialog.getByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'someone@else.org');
    await user.click(dialog.getByRole('button', { name: 'Make administrator' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(message));
    expect(email).toHaveFocus();
    expect(dialog.getByRole('alert')).toHaveTextContent('The administrator could not be made.');
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
