import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  SSO_CALLBACK_PATH,
  SSO_ERROR_MESSAGES,
  ssoSignOutNotice,
} from '@trellis/shared/sso-providers';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../../apps/server/test/oidc-provider';
import { expectNoAxeViolations } from '../support/accessibility';
import { pageHeaders, signInContext } from '../support/accounts';
import { OPERATOR } from '../support/console-people';
import { collectConsoleErrors } from '../support/console';

// Issue 21: a district connects its own OpenID provider, and its teachers sign in with one
// click. The provider is a real one (oidc-provider) on loopback, started in this worker.

const run = randomBytes(4).toString('hex');
const DOMAIN = `sso-${run}.k12.test`;
const SLUG = `springfield-${run}`;
const DISTRICT = `Springfield Schools ${run}`;
const BUTTON = 'Sign in with Springfield Login';
const TEACHER = { email: `lena.ortiz@${DOMAIN}`, firstName: 'Lena', lastName: 'Ortiz' };

let provider: LocalOidcProvider;

/** What the operator does in the console, through its API: a district, its domain and provider. */
async function connectDistrict(browser: Browser, origin: string) {
  const context = await browser.newContext({ baseURL: origin });
  try {
    await signInContext(context, origin, OPERATOR);
    const send = async (method: 'post' | 'put', path: string, data: object) => {
      const response = await context.request[method](`/api/v1/operator${path}`, {
        headers: pageHeaders(origin),
        data,
      });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as { id: string };
    };
    const district = await send('post', '/districts', {
      name: DISTRICT,
      code: '',
      licenceStartsOn: null,
      licenceEndsOn: '2099-07-31',
      active: true,
    });
    await send('put', `/districts/${district.id}/sso`, { slug: SLUG, domains: [DOMAIN] });
    await send('post', `/districts/${district.id}/sso/providers`, {
      kind: 'oidc',
      label: 'Springfield Login',
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      tenant: '',
      enabled: true,
    });
  } finally {
    await context.close();
  }
}

/** What a person does on the provider's own sign-in page: their login, any password. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function currentUserId(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/v1/me')).json()) as { user: { id: string } };
  return me.user.id;
}

test.beforeAll(async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  provider = await startLocalOidcProvider({ redirectUris: [origin + SSO_CALLBACK_PATH] });
  provider.accounts.set(TEACHER.email, {
    given_name: TEACHER.firstName,
    family_name: TEACHER.lastName,
  });
  await connectDistrict(browser, origin);
});

test.afterAll(async () => {
  await provider.close();
});

test('a teacher signs in with one click, comes back as the same account, and is told the provider stays signed in', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await page.getByLabel('Email Address').fill(TEACHER.email);
  const group = page.getByRole('group', { name: `Your district, ${DISTRICT}, signs in with` });
  await expect(group.getByRole('link', { name: BUTTON })).toBeVisible();
  // The password form stays beside the buttons.
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);

  await group.getByRole('link', { name: BUTTON }).click();
  await signInAtProvider(page, TEACHER.email);
  await page.waitForURL('/dashboard');
  const menu = page.getByRole('button', { name: `${TEACHER.firstName} ${TEACHER.lastName}` });
  await expect(menu).toBeVisible();
  const firstId = await currentUserId(page);

  await menu.click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(ssoSignOutNotice('Springfield Login'));

  // The provider's own session outlived Trellis's, as the notice said: one click is enough.
  await page.getByLabel('Email Address').fill(TEACHER.email);
  await page.getByRole('link', { name: BUTTON }).click();
  await page.waitForURL('/dashboard');
  await expect(menu).toBeVisible();
  expect(await currentUserId(page)).toBe(firstId);
});

test("the district's own address shows its button, and an account of another domain is refused", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await page.goto(`/sso/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: DISTRICT })).toBeVisible();
  const button = page.getByRole('link', { name: BUTTON });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);

  await button.click();
  await signInAtProvider(page, `pat.kim@elsewhere-${run}.test`);
  await expect(page.getByRole('alert')).toContainText(SSO_ERROR_MESSAGES['not-allowed']);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  // The reason left the address: a reload does not show it again.
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  const me = (await (await page.request.get('/api/v1/me')).json()) as { user: unknown };
  expect(me.user).toBeNull();
});

test('an unknown district address says so and leads to the password sign-in', async ({ page }) => {
  await page.goto(`/sso/nobody-${run}`);
  await expect(page.getByText(/There is no district sign-in at this address/)).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with your e-mail address and password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});
