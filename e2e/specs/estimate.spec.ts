import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { otherAddress } from '../support/accounts';
import { collectConsoleErrors } from '../support/console';
import { latestMail } from '../support/outbox';

test('a visitor requests a district estimate and sales receives the same figure', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  // Each visitor counts against their own address's request limit.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': otherAddress() });
  await page.goto('/register');
  await page.getByRole('link', { name: 'Get an Estimate' }).click();
  await expect(page).toHaveURL('/register/district');
  await expect(
    page.getByRole('heading', { level: 1, name: 'School District Estimate' }),
  ).toBeVisible();

  const estimate = page.getByLabel('Estimated Price per Year');
  await expect(estimate).toHaveValue('$0.00');
  await page.getByLabel('Number of Students').fill('123456');
  await expect(estimate).toHaveValue('$62,328.00');
  await page.getByRole('button', { name: 'Request Estimate' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const sales = 'sales@trellis.local';
  const requestor = `dana-${Date.now()}@maplegrove.k12.us`;
  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Last Name').fill('Whitfield');
  await page.getByLabel('Email').fill('dana@school');
  await page.getByLabel('Phone').fill('(555) 010-2000');
  await page.getByLabel('School or District Name').fill('Maple Grove School District');
  await page.getByLabel(/^Address \(Required\)$/).fill('100 Main Street');
  await page.getByLabel('City').fill('Maple Grove');
  await page.getByLabel('State').fill('MN');
  await page.getByLabel('ZIP Code').fill('55311');
  await page.getByRole('button', { name: 'Request Estimate' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email').fill(requestor);
  await page.getByRole('button', { name: 'Request Estimate' }).click();

  await expect(page.getByText('Estimate Request Sent!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Estimate' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const mail = await latestMail(sales, 'Trellis: School District Estimate Request');
  expect(mail.replyTo?.text).toBe(requestor);
  expect(mail.text).toContain('$62,328.00');
  expect(mail.text).toContain('123,456');
  expect(errors).toEqual([]);
});
