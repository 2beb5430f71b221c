import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ON_PAGE } from '../../test/announced';
import { renderApp } from '../../test/render-app';
import { callsTo, errorAnswer, mapleGrove, stubOperatorApi } from './operator-test-data';
import { googleProvider, mapleSso, ssoPath } from './sso-test-data';

const providersPath = `${ssoPath}/providers`;
const providerPath = `${providersPath}/${googleProvider.id}`;

/** The single sign-on page with the provider dialog open: a new provider, or editing Google. */
async function openDialog(editing: boolean, answers: Record<string, object> = {}) {
  const sent = stubOperatorApi({
    'GET /operator/districts': { districts: [mapleGrove] },
    [`GET ${ssoPath}`]: mapleSso,
    ...answers,
  });
  renderApp(ssoPath);
  const user = userEvent.setup();
  const opener = editing ? 'Edit Google' : 'Add provider';
  await user.click(await screen.findByRole('button', { name: opener }));
  const dialog = within(
    await screen.findByRole('dialog', { name: editing ? 'Edit Google' : 'Add provider' }),
  );
  return {
    user,
    sent,
    dialog,
    kind: dialog.getByRole('combobox', { name: 'Provider' }),
    issuer: dialog.getByRole('textbox', { name: /^Issuer/ }),
    tenant: dialog.getByRole('textbox', { name: 'Tenant' }),
  };
}

describe('the provider dialog', () => {
  it('fills the issuer for the kind chosen, and Microsoft’s tenant into it as typed', async () => {
    const { user, dialog, kind, issuer, tenant } = await openDialog(false);
    expect(issuer).toHaveValue('https://accounts.google.com');
    expect(tenant).toHaveAccessibleDescription(
      expect.stringContaining('Google Workspace domain (the hd claim)'),
    );
    await user.selectOptions(kind, 'Clever');
    expect(issuer).toHaveValue('https://clever.com');
    await user.selectOptions(kind, 'Microsoft Entra ID');
    expect(issuer).toHaveValue('https://login.microsoftonline.com/{tenant}/v2.0');
    expect(tenant).toHaveAccessibleDescription(expect.stringContaining('directory (tenant) ID'));
    await user.type(tenant, 'abc-123');
    expect(issuer).toHaveValue('https://login.microsoftonline.com/abc-123/v2.0');
    await user.clear(tenant);
    expect(issuer).toHaveValue('https://login.microsoftonline.com/{tenant}/v2.0');
    // An issuer typed by hand is the operator's: the tenant no longer changes it.
    await user.clear(issuer);
    await user.type(issuer, 'https://login.example.org/v2.0');
    await user.type(tenant, 'xyz');
    expect(issuer).toHaveValue('https://login.example.org/v2.0');
    await user.selectOptions(kind, 'Other OpenID Connect');
    expect(issuer).toHaveValue('');
    expect(dialog.getByRole('textbox', { name: /^Button name/ })).toHaveAccessibleName(
      /^Button name.*Required/,
    );
  });

  it('adds a provider with its secret in a password field', async () => {
    const { user, sent, dialog } = await openDialog(false, {
      [`POST ${providersPath}`]: () =>
        Response.json(
          { ...googleProvider, id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' },
          {
            status: 201,
          },
        ),
    });
    const secret = dialog.getByLabelText('Client secret');
    expect(secret).toHaveAttribute('type', 'password');
    await user.type(dialog.getByRole('textbox', { name: /^Client ID/ }), 'client-1');
    await user.type(secret, 's3cret');
    await user.type(dialog.getByRole('textbox', { name: 'Tenant' }), 'maple.k12.il.us');
    await user.click(dialog.getByRole('button', { name: 'Add provider' }));
    await waitFor(() => expect(callsTo(sent, 'POST', providersPath)).toHaveLength(1));
    expect(callsTo(sent, 'POST', providersPath)[0]?.body).toEqual({
      kind: 'google',
      label: '',
      issuer: 'https://accounts.google.com',
      clientId: 'client-1',
      clientSecret: 's3cret',
      tenant: 'maple.k12.il.us',
      enabled: true,
    });
    expect(await screen.findByText('Google is added.', ON_PAGE)).toBeVisible();
  });

  it('asks for the client secret of a new provider before sending', async () => {
    const { user, sent, dialog } = await openDialog(false);
    await user.type(dialog.getByRole('textbox', { name: /^Client ID/ }), 'client-1');
    await user.click(dialog.getByRole('button', { name: 'Add provider' }));
    expect(await dialog.findByText('Enter the client secret')).toBeVisible();
    expect(callsTo(sent, 'POST', providersPath)).toHaveLength(0);
  });

  it('keeps the stored secret when it is left blank on an edit', async () => {
    const { user, sent, dialog } = await openDialog(true, {
      [`PUT ${providerPath}`]: { ...googleProvider, label: 'Maple Google' },
    });
    const secret = dialog.getByLabelText('Client secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAccessibleDescription('Leave blank to keep the current secret.');
    const label = dialog.getByRole('textbox', { name: /^Button name/ });
    await user.clear(label);
    await user.type(label, 'Maple Google');
    await user.click(dialog.getByRole('button', { name: 'Save provider' }));
    await waitFor(() => expect(callsTo(sent, 'PUT', providerPath)).toHaveLength(1));
    expect(callsTo(sent, 'PUT', providerPath)[0]?.body).toMatchObject({
      label: 'Maple Google',
      clientSecret: '',
      tenant: 'maple.k12.il.us',
    });
    expect(
      await screen.findByText('The changes to Maple Google are saved.', ON_PAGE),
    ).toBeVisible();
  });

  it('shows the server’s refusals at their fields', async () => {
    const unreachable =
      "Trellis could not read the provider's settings at https://accounts.google.com. Check the issuer address.";
    const joinRule =
      "Add the district's e-mail domains or the provider's tenant first, so only the district's staff can join";
    const { user, dialog, issuer } = await openDialog(true, {
      [`PUT ${providerPath}`]: () =>
        errorAnswer(400, 'VALIDATION_FAILED', unreachable, [
          { path: 'issuer', message: unreachable },
          { path: 'enabled', message: joinRule },
        ]),
    });
    await user.click(dialog.getByRole('button', { name: 'Save provider' }));
    await waitFor(() => expect(issuer).toHaveAttribute('aria-invalid', 'true'));
    expect(issuer).toHaveAccessibleDescription(expect.stringContaining(unreachable));
    const enabled = dialog.getByRole('checkbox', { name: /^Enabled/ });
    expect(enabled).toHaveAttribute('aria-invalid', 'true');
    expect(enabled).toHaveAccessibleDescription(joinRule);
    expect(dialog.getByRole('alert')).toHaveTextContent('The provider could not be saved.');
  });
});
