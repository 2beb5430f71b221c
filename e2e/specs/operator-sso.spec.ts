import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SSO_CALLBACK_PATH } from '@trellis/shared/sso-providers';
import {
  type LocalOidcProvider,
  startLocalOidcProvider,
} from '../../apps/server/test/oidc-provider';
import { expectNoAxeViolations } from '../support/accessibility';
import { pageHeaders, signInContext } from '../support/accounts';
import { OPERATOR } from '../support/console-people';
import { collectConsoleErrors } from '../support/console';

// Issue 21: an operator connects a district's identity provider from the console, with what
// the district's IT administrator sent: the client ID and secret. The provider is a real
// OpenID provider on loopback (started in this worker), since Trellis reads its settings on
// save; the kind chosen is Google Workspace, with its issuer replaced by the local one.

const run = randomBytes(4).toString('hex');
const DISTRICT = `Juniper Schools ${run}`;
const DOMAIN = `juniper-${run}.k12.test`;
const SLUG = `juniper-${run}`;

let provider: LocalOidcProvider;

test.beforeAll(async ({ baseURL }) => {
  provider = await startLocalOidcProvider({
    redirectUris: [`${baseURL ?? ''}${SSO_CALLBACK_PATH}`],
  });
});

test.afterAll(async () => {
  await provider.close();
});

test('an operator connects a district’s Google provider, and its secret never shows', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const errors = collectConsoleErrors(page);
  await signInContext(page.context(), origin, OPERATOR);
  const created = await page.request.post('/api/v1/operator/districts', {
    headers: pageHeaders(origin),
    data: { name: DISTRICT, code: '', licenceStartsOn: null, licenceEndsOn: null, active: true },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/operator');
  const row = page.getByRole('row').filter({ hasText: DISTRICT });
  await row.getByRole('link', { name: `Single sign-on ${DISTRICT}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Single sign-on — ${DISTRICT}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: 'Redirect URI to register at each provider' }),
  ).toHaveValue(`${origin}${SSO_CALLBACK_PATH}`);
  await expect(page.getByText('No providers yet.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  // Who may join: the district's own sign-in address and its e-mail domain.
  await page.getByRole('textbox', { name: 'Sign-in address' }).fill(SLUG);
  await page.getByRole('textbox', { name: 'E-mail domains' }).fill(DOMAIN);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByRole('main').getByText('The sign-in address and domains are saved.'),
  ).toBeVisible();
  await expect(page.getByText(`${origin}/sso/${SLUG}`)).toBeVisible();

  await page.getByRole('button', { name: 'Add provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add provider' });
  await expect(dialog.getByRole('combobox', { name: 'Provider' })).toHaveValue('google');
  const issuer = dialog.getByRole('textbox', { name: /^Issuer/ });
  await expect(issuer).toHaveValue('https://accounts.google.com');
  await issuer.fill(provider.issuer);
  await dialog.getByRole('textbox', { name: /^Tenant/ }).fill(DOMAIN);
  await dialog.getByRole('textbox', { name: /^Client ID/ }).fill(provider.clientId);
  await dialog.getByLabel('Client secret', { exact: true }).fill(provider.clientSecret);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(page.getByRole('main').getByText('Google is added.')).toBeVisible();

  const table = page.getByRole('table', { name: 'The district’s sign-in providers' });
  const google = table.getByRole('row').filter({ hasText: 'Google Workspace' });
  await expect(google).toContainText(provider.clientId);
  await expect(google).toContainText('Enabled');
  await expect(page.locator('body')).not.toContainText(provider.clientSecret);
  await expectNoAxeViolations(page);

  // Edit: the secret field starts blank and, left blank, keeps the stored secret.
  await google.getByRole('button', { name: 'Edit Google' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Google' });
  await expect(edit.getByLabel('Client secret', { exact: true })).toHaveValue('');
  await expect(edit.getByText('Leave blank to keep the current secret.')).toBeVisible();
  await edit.getByRole('textbox', { name: /^Button name/ }).fill('Juniper Google');
  await edit.getByRole('button', { name: 'Save provider' }).click();
  await expect(
    page.getByRole('main').getByText('The changes to Juniper Google are saved.'),
  ).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Juniper Google' })).toBeVisible();

  await google.getByRole('button', { name: 'Disable Juniper Google' }).click();
  await expect(page.getByRole('main').getByText('Juniper Google is disabled.')).toBeVisible();
  await expect(google).toContainText('Disabled');
  await expect(google.getByRole('button', { name: 'Enable Juniper Google' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(provider.clientSecret);
  await expectNoAxeViolations(page);

  // The district's settings as the API answers them: the provider kept its secret, unshown.
  const districtId = new URL(page.url()).pathname.split('/')[3] ?? '';
  const settings = await page.request.get(`/api/v1/operator/districts/${districtId}/sso`);
  const text = await settings.text();
  expect(text).not.toContain(provider.clientSecret);
  expect(JSON.parse(text)).toMatchObject({
    slug: SLUG,
    domains: [DOMAIN],
    providers: [{ label: 'Juniper Google', enabled: false, hasSecret: true }],
  });
  expect(errors).toEqual([]);
});
