import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/console';

test('the sign-in page shows its fields, links and the explanation panel', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

  const email = page.getByLabel('Email Address');
  await expect(email).toHaveAttribute('name', 'email');
  await expect(email).toHaveAttribute('type', 'email');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');

  await expect(page.getByRole('link', { name: 'Forget Your Password?' })).toHaveAttribute(
    'href',
    '/pwreset',
  );
  await expect(page.getByRole('link', { name: 'Need an Account? Sign Up Here' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByRole('heading', { name: 'What is Trellis?' })).toBeVisible();
  await expect(page).toHaveTitle('Sign In · Trellis');
  // The built app runs under the server's Content-Security-Policy without a single error.
  expect(errors).toEqual([]);
});

test('the password can be shown and hidden again', async ({ page }) => {
  await page.goto('/');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-words');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});
