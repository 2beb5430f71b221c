import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ON_PAGE } from '../../test/announced';
import { renderApp } from '../../test/render-app';
import { callsTo, errorAnswer, mapleGrove, stubOperatorApi } from './operator-test-data';
import { googleProvider, mapleSso, ssoPath } from './sso-test-data';

const providerPath = `${ssoPath}/providers/${googleProvider.id}`;

async function openPage(answers: Record<string, object> = {}) {
  const sent = stubOperatorApi({
    'GET /operator/districts': { districts: [mapleGrove] },
    [`GET ${ssoPath}`]: mapleSso,
    ...answers,
  });
  renderApp(ssoPath);
  await screen.findByRole('heading', { level: 1, name: 'Single sign-on — Maple Grove Schools' });
  await screen.findByRole('table', { name: 'The district’s sign-in providers' });
  return { user: userEvent.setup(), sent };
}

describe('Operator console: a district’s single sign-on', () => {
  it('opens from the districts table', async () => {
    stubOperatorApi({
      'GET /operator/districts': { districts: [mapleGrove] },
      [`GET ${ssoPath}`]: mapleSso,
    });
    renderApp('/operator');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('link', { name: 'Single sign-on Maple Grove Schools' }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Single sign-on — Maple Grove Schools',
      }),
    ).toBeVisible();
  });

  it('shows the redirect URI read-only, and copies it', async () => {
    const { user } = await openPage();
    const field = screen.getByRole('textbox', {
      name: 'Redirect URI to register at each provider',
    });
    expect(field).toHaveValue(mapleSso.callbackUrl);
    expect(field).toHaveAttribute('readonly');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy the redirect URI' }));
    expect(writeText).toHaveBeenCalledWith(mapleSso.callbackUrl);
    expect(await screen.findByText('The redirect URI is copied.', ON_PAGE)).toBeVisible();
    expect(screen.queryByText('Providers cannot be saved yet')).toBeNull();
  });

  it('warns that providers cannot be saved while the server has no secret key', async () => {
    await openPage({ [`GET ${ssoPath}`]: { ...mapleSso, secretsConfigured: false } });
    expect(screen.getByText('Providers cannot be saved yet')).toBeVisible();
    expect(screen.getByText(/has no SSO_SECRET_KEY/)).toBeVisible();
  });

  it('saves the address and the domains typed one per line or with commas', async () => {
    const { user, sent } = await openPage({
      [`PUT ${ssoPath}`]: { ...mapleSso, slug: 'maple', domains: ['a.org', 'b.org', 'c.org'] },
    });
    expect(screen.getByText('https://trellis.example.org/sso/')).toBeVisible();
    const slug = screen.getByRole('textbox', { name: 'Sign-in address' });
    expect(slug).toHaveValue('maple-grove');
    await user.clear(slug);
    await user.type(slug, 'maple');
    const domains = screen.getByRole('textbox', { name: 'E-mail domains' });
    await user.clear(domains);
    await user.type(domains, 'a.org, b.org{Enter}C.org');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(callsTo(sent, 'PUT', ssoPath)).toHaveLength(1));
    expect(callsTo(sent, 'PUT', ssoPath)[0]?.body).toEqual({
      slug: 'maple',
      domains: ['a.org', 'b.org', 'c.org'],
    });
    expect(
      await screen.findByText('The sign-in address and domains are saved.', ON_PAGE),
    ).toBeVisible();
  });

  it('names a wrong domain at the field before sending anything', async () => {
    const { user, sent } = await openPage();
    const domains = screen.getByRole('textbox', { name: 'E-mail domains' });
    await user.clear(domains);
    await user.type(domains, 'good.org, @bad.org');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(domains).toHaveAttribute('aria-invalid', 'true');
    expect(domains).toHaveAccessibleDescription(
      expect.stringContaining(
        '@bad.org: Enter a domain such as springfield.k12.il.us, without @ or https://',
      ),
    );
    expect(callsTo(sent, 'PUT', ssoPath)).toHaveLength(0);
  });

  it('shows a domain another district has at the domains field', async () => {
    const message =
      'maple.example.org belongs to another district (Oak Ridge District). Remove it there first, or leave it out here.';
    const { user } = await openPage({
      [`PUT ${ssoPath}`]: () =>
        errorAnswer(409, 'CONFLICT', message, [{ path: 'domains', message }]),
    });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const domains = screen.getByRole('textbox', { name: 'E-mail domains' });
    await waitFor(() => expect(domains).toHaveAttribute('aria-invalid', 'true'));
    expect(domains).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('lists the providers without any secret, and disables one keeping its secret', async () => {
    const { user, sent } = await openPage({
      [`PUT ${providerPath}`]: { ...googleProvider, enabled: false },
    });
    const table = screen.getByRole('table', { name: 'The district’s sign-in providers' });
    const row = within(table).getByRole('rowheader', { name: 'Google' }).closest('tr');
    if (!row) throw new Error('no provider row');
    expect(row).toHaveTextContent('Google Workspace');
    expect(row).toHaveTextContent(googleProvider.clientId);
    expect(row).toHaveTextContent('maple.k12.il.us');
    expect(row).toHaveTextContent('Enabled');
    await user.click(within(row).getByRole('button', { name: 'Disable Google' }));
    await waitFor(() => expect(callsTo(sent, 'PUT', providerPath)).toHaveLength(1));
    expect(callsTo(sent, 'PUT', providerPath)[0]?.body).toEqual({
      kind: 'google',
      label: 'Google',
      issuer: googleProvider.issuer,
      clientId: googleProvider.clientId,
      tenant: 'maple.k12.il.us',
      clientSecret: '',
      enabled: false,
    });
    expect(await screen.findByText('Google is disabled.', ON_PAGE)).toBeVisible();
  });

  it('removes a provider once confirmed, saying what goes with it', async () => {
    let providers = [googleProvider];
    const { user, sent } = await openPage({
      [`GET ${ssoPath}`]: () => Response.json({ ...mapleSso, providers }),
      [`DELETE ${providerPath}`]: () => {
        providers = [];
        return Response.json({ success: true });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove… Google' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove the provider Google from Maple Grove Schools?',
    });
    expect(dialog).toHaveTextContent('their accounts’ links to it are deleted with it');
    await user.click(within(dialog).getByRole('button', { name: 'Remove provider' }));
    await waitFor(() => expect(callsTo(sent, 'DELETE', providerPath)).toHaveLength(1));
    expect(await screen.findByText('Google is removed.', ON_PAGE)).toBeVisible();
    expect(await screen.findByText(/No providers yet/)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Providers' })).toHaveFocus(),
    );
  });
});
