import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { otherAddress } from '../support/accounts';
import { collectConsoleErrors } from '../support/console';
import { latestMail } from '../support/outbox';

test('a teacher buys an individual year with the test checkout, sets a password and lands on the dashboard', async ({
  page,
}) => {
  // Four pages with axe scans and two password hashes: longer than the default budget.
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': otherAddress() });
  const email = `ivy-${Date.now()}@example.org`;

  await page.goto('/register');
  await page.getByRole('link', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL('/register/individual');
  await expect(page.getByText('$39.95')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to Registration' }).click();

  await expect(page).toHaveURL(/\/register\/test-checkout\/[0-9a-f-]+$/);
  await expect(page.getByText('This is a test checkout.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('First Name').fill('Ivy');
  await page.getByLabel('Last Name').fill('Nguyen');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Pay $39.95 (test)' }).click();

  // The page answers the same for every address; the link reaches the buyer by e-mail.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Received' })).toBeVisible();
  const mail = await latestMail(email, 'Choose your Trellis password');
  const link = /http:\/\/localhost:\d+\/register\/complete\?key=[A-Za-z0-9_-]+/.exec(
    mail.text ?? '',
  )?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? '');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete Registration' }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  const completeUrl = page.url();
  await page.getByLabel('Set Password', { exact: true }).fill('copper-meadow-lantern');
  await page.getByLabel('Confirm Password', { exact: true }).fill('copper-meadow-lanterns');
  await page.getByRole('button', { name: 'Complete Registration', exact: true }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill('copper-meadow-lantern');
  await page.getByRole('button', { name: 'Complete Registration', exact: true }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /, Ivy$/ })).toBeVisible();
  await expect(page.locator('.dashboard-carousel .carousel-item.active h3').first()).toBeVisible();

  // The key works once: signed out, the same link shows Invalid Key.
  await page.getByRole('button', { name: 'Ivy Nguyen' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.goto(completeUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Key' })).toBeVisible();
  expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
});
