import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { pageHeaders, registerAccount, signInContext } from '../support/accounts';
import { ADMIN_DISTRICT, DISTRICT_ADMIN, OPERATOR } from '../support/console-people';

// WCAG 1.4.10 (reflow): at 320 px the consoles' tables become one card per row, so the page
// never scrolls sideways and every row's buttons stay on screen.

const WIDTH = 320;

/** A long address with no break for many letters, the kind that once pushed the table wide. */
const longEmail = () =>
  `coordinator-of-special-education-${randomBytes(3).toString('hex')}@cedar-valley-unified.example.org`;

async function expectReflowed(page: Page, tableName: string) {
  const table = page.getByRole('table', { name: tableName });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    WIDTH,
  );
  const buttons = await table.getByRole('button').all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box, `${await button.textContent()} has a box`).not.toBeNull();
    if (!box) continue;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await button.textContent()} fits`).toBeLessThanOrEqual(WIDTH);
  }
  await expectNoAxeViolations(page);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 700 });
});

test('the district console’s staff table reflows at 320 px', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  await registerAccount(page.request, origin, { email: longEmail() }, ADMIN_DISTRICT.code);
  await page.context().clearCookies();
  await signInContext(page.context(), origin, DISTRICT_ADMIN);
  await page.goto('/district');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expectReflowed(page, 'Staff of your district');
});

test('the operator console’s tables reflow at 320 px', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const asked = await page.request.post('/api/v1/estimate-requests', {
    headers: pageHeaders(origin),
    data: {
      firstName: 'Lena',
      lastName: 'Moreau',
      email: longEmail(),
      phone: '555-0142',
      schoolName: `Reflow Unified ${Date.now().toString(36)}`,
      address1: '12 Orchard Road',
      address2: '',
      city: 'Salem',
      state: 'Oregon',
      zipCode: '97301',
      students: 420,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await signInContext(page.context(), origin, OPERATOR);

  await page.goto('/operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Districts' })).toBeVisible();
  await expectReflowed(page, 'Every district, by name');

  await page.goto('/operator/estimates');
  await expect(page.getByRole('heading', { level: 1, name: 'Estimate Requests' })).toBeVisible();
  await expectReflowed(page, 'Estimate requests, newest first');
});
