import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { pageHeaders, signInContext } from '../support/accounts';
import { OPERATOR } from '../support/console-people';
import { announcer } from '../support/announcer';

// Issue 19: an operator runs sales and renewals from a browser. A district asks for an
// estimate on the public site; the operator follows it up and creates the district from it.

test('an operator turns an estimate request into a district', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const school = `Birchwood Unified ${Date.now().toString(36)}`;
  const asked = await page.request.post('/api/v1/estimate-requests', {
    headers: pageHeaders(origin),
    data: {
      firstName: 'Lena',
      lastName: 'Moreau',
      email: 'lena.moreau@birchwood.example.org',
      phone: '555-0142',
      schoolName: school,
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
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `${OPERATOR.firstName} ${OPERATOR.lastName}` }).click();
  await page.getByRole('link', { name: 'Operator Console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Districts' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Estimate Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Estimate Requests' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: school });
  await expect(row).toContainText('lena.moreau@birchwood.example.org');
  await expectNoAxeViolations(page);
  await row.getByLabel(`Status of the request from ${school}`).selectOption('contacted');
  // Choosing writes nothing (arrowing through the list must not): Save does.
  await row.getByRole('button', { name: `Save the status of the request from ${school}` }).click();
  await expect(page.getByRole('main').getByText(/is marked Contacted\.$/)).toBeVisible();
  await expect(announcer(page)).toContainText('is marked Contacted.');

  await row.getByRole('button', { name: /^Create district/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'District name' })).toHaveValue(school);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create district' }).click();
  const districtLink = row.getByRole('link', { name: `District: ${school}` });
  await expect(districtLink).toBeFocused();
  await expect(row.getByLabel(`Status of the request from ${school}`)).toHaveValue('won');

  await districtLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Districts' })).toBeVisible();
  const district = page.getByRole('row').filter({ hasText: school });
  await expect(district).toContainText('Active');
  const code = (await district.getByRole('cell').nth(0).textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  // The new district's code registers its staff at once.
  const lookUp = await page.request.get(`/api/v1/auth/school-code/${code}`, {
    headers: pageHeaders(origin),
  });
  expect(await lookUp.json()).toMatchObject({ payload: { school_name: school, active: true } });

  for (const [link, heading] of [
    ['Subscriptions', 'Individual Subscriptions'],
    ['Mail and Content', 'Mail and Content'],
    ['Activity Log', 'Activity Log'],
  ] as const) {
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await expect(page.getByRole('table')).toContainText(school);
  await expect(page.getByRole('table')).toContainText(OPERATOR.email);
});
