import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { DEMO_CODE, registerAccount, signInContext } from '../support/accounts';
import { latestMail } from '../support/outbox';

test('a newcomer registers with the demo code, changes and resets the password, and signs in', async ({
  page,
}) => {
  // Registration, two password changes and a reset by e-mail: a long journey.
  test.setTimeout(90_000);
  const email = `newcomer-${Date.now()}@example.org`;
  const first = 'granite-harbor-lights';
  const second = 'meadow-copper-kettle';
  const third = 'silver-orchard-rain';

  await page.goto('/');
  await page.getByRole('link', { name: 'Need an Account? Sign Up Here' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Access code').fill(DEMO_CODE);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/register/code');
  await expect(page.getByLabel('School or district')).toHaveValue('Demo School District');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First Name Is Required')).toBeVisible();
  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Last Name').fill('Whitfield');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(first);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'Dana Whitfield' }).click();
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await expectNoAxeViolations(page);

  await page.getByLabel('Current Password', { exact: true }).fill('not-my-password');
  await page.getByLabel('New Password', { exact: true }).fill(second);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(second);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toContainText('Error updating password!');
  await expect(page.getByRole('alert')).toContainText('Your current password is not correct.');
  await page.getByLabel('Current Password', { exact: true }).fill(first);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Password update successful.' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Dana Whitfield' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/');

  await page.getByRole('link', { name: 'Forget Your Password?' }).click();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email Sent!' })).toBeVisible();

  const mail = await latestMail(email, 'Reset your Trellis password');
  const link = /http:\/\/localhost:\d+\/pwreset-form\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? '');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a New Password' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New Password', { exact: true }).fill(third);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Password Reset Successfully!' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Login' }).click();

  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(second);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('There was an error signing in:');
  await page.getByLabel('Password', { exact: true }).fill(third);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto(link ?? '');
  await expect(page).toHaveURL('/dashboard');
});

test("an unknown access code says 'Invalid Code Entered.'", async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Access code').fill('NOSUCH12');
  await page.getByLabel('Access code').blur();
  await expect(page.getByRole('alert')).toHaveText('Invalid Code Entered.');
  await expect(page).toHaveURL('/register');
});

test('a used reset link says so and offers a new request', async ({ page }) => {
  await page.goto('/pwreset-form/this-link-was-never-issued');
  await expect(
    page.getByText('This password reset link has expired or has already been used.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL('/pwreset');
});

test('the signed-in header shows the name, the plan badge and page links', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL ?? '', {
    firstName: 'Lee',
    lastName: 'Nguyen',
  });
  await signInContext(page.context(), baseURL ?? '', account);
  await page.goto('/');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('button', { name: 'Lee Nguyen' })).toBeVisible();
  await expect(page.getByRole('link', { name: /My Plan/ })).toContainText('0');
  for (const name of ['Builder', 'Browse', 'Search']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // My Account: who manages the licence and until when.
  await page.getByRole('button', { name: 'Lee Nguyen' }).click();
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expectNoAxeViolations(page);
});
