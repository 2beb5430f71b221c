import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { pageHeaders, registerAccount, signInContext } from '../support/accounts';
import { ADMIN_DISTRICT, DISTRICT_ADMIN } from '../support/console-people';
import { announcer } from '../support/announcer';

// Issue 19: a district administrator manages her staff, her access code and her records
// without calling anyone. The district is the console specs' own (support/console-people.ts):
// rotating its code must not stop other specs registering with the demo code.

test('a district administrator deactivates a colleague signed in elsewhere, rotates the code and exports the records', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';

  // A colleague registers with the district's code and works in a browser of their own.
  const elsewhere = await browser.newContext();
  const colleague = await registerAccount(
    elsewhere.request,
    origin,
    { firstName: 'Ben', lastName: `Ode${Date.now().toString(36)}` },
    ADMIN_DISTRICT.code,
  );
  const colleaguePage = await elsewhere.newPage();
  await colleaguePage.goto('/students');
  await expect(colleaguePage.getByRole('heading', { level: 1, name: 'My Students' })).toBeVisible();

  // The administrator opens the console from the user menu.
  await signInContext(page.context(), origin, DISTRICT_ADMIN);
  await page.goto('/dashboard');
  await page
    .getByRole('button', { name: `${DISTRICT_ADMIN.firstName} ${DISTRICT_ADMIN.lastName}` })
    .click();
  await page.getByRole('link', { name: 'District Administration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByText(ADMIN_DISTRICT.name).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Search staff').fill(colleague.lastName);
  const row = page.getByRole('row').filter({ hasText: colleague.email });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: DISTRICT_ADMIN.email })).toHaveCount(0);
  await row.getByRole('button', { name: /^Deactivate/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Ben');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('main').getByText(/is deactivated and signed out/)).toBeVisible();
  await expect(announcer(page)).toContainText('is deactivated and signed out');
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: /^Reactivate/ })).toBeFocused();
  await expectNoAxeViolations(page);

  // The colleague's next request finds the session ended, and signing in again is refused.
  await colleaguePage.goto('/students');
  await expect(colleaguePage.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await colleaguePage.getByLabel('Email Address').fill(colleague.email);
  await colleaguePage.getByLabel('Password', { exact: true }).fill(colleague.password);
  await colleaguePage.getByRole('button', { name: 'Sign In' }).click();
  await expect(colleaguePage.getByRole('alert')).toContainText('has been deactivated');
  await elsewhere.close();

  // Rotating the code: the new one is shown, the old one no longer registers anyone.
  await page.getByRole('link', { name: 'Access Code and Licence' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Access Code and Licence' }),
  ).toBeVisible();
  await expect(page.locator('#access-code-value')).toHaveText(ADMIN_DISTRICT.code);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Rotate code' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rotate code' }).click();
  await expect(page.getByRole('main').getByText(/^The new access code is/)).toBeVisible();
  await expect(announcer(page)).toContainText('The new access code is');
  const newCode = (await page.locator('#access-code-value').textContent())?.trim() ?? '';
  expect(newCode).toMatch(/^[A-Z0-9]{8}$/);
  expect(newCode).not.toBe(ADMIN_DISTRICT.code);
  const oldCode = await page.request.get(`/api/v1/auth/school-code/${ADMIN_DISTRICT.code}`, {
    headers: pageHeaders(origin),
  });
  expect(oldCode.status()).toBe(404);
  const freshCode = await page.request.get(`/api/v1/auth/school-code/${newCode}`, {
    headers: pageHeaders(origin),
  });
  expect(freshCode.status()).toBe(200);

  await page.getByRole('link', { name: 'Usage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The records: every plan and log of the district in one file, and the activity log.
  await page.getByRole('link', { name: 'Records' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Records' })).toBeVisible();
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'All plans and logs (JSON)' }).click();
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as {
    district: { name: string };
    staff: { email: string; deactivatedAt: string | null }[];
  };
  expect(exported.district.name).toBe(ADMIN_DISTRICT.name);
  const exportedColleague = exported.staff.find((person) => person.email === colleague.email);
  expect(exportedColleague?.deactivatedAt).not.toBeNull();
  const activity = page.getByRole('table').filter({ hasText: 'When' });
  await expect(activity).toContainText(`Deactivated Ben ${colleague.lastName}`);
  await expect(activity).toContainText(`${ADMIN_DISTRICT.code} with ${newCode}`);
  await expect(activity).toContainText(DISTRICT_ADMIN.email);
});
