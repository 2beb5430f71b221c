import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { registerAccount, signInContext } from '../support/accounts';
import { collectConsoleErrors } from '../support/console';
import { saveBuilderWork, titlesOf } from '../support/plans';
import { parseCsv } from '@trellis/shared/csv';

// Issue 17: a case manager sets the details of three items, copies the statements for the
// IEP system, meets a review warning and resolves it, and downloads the plan as CSV.

const PLAN = ['A2', 'A28', 'B1'];

async function editDetails(page: Page, key: string, fields: Record<string, string>) {
  await page.getByRole('button', { name: `Edit details of ${key}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Edit details: ${key} `) });
  for (const [label, value] of Object.entries(fields)) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  // Focus returns to the button that opened the dialog.
  await expect(
    page.getByRole('button', { name: `Edit details of ${key}`, exact: true }),
  ).toBeFocused();
}

test('a case manager writes the plan as IEP statements, resolves a warning and exports CSV', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  const errors = collectConsoleErrors(page);
  const account = await registerAccount(page.request, base, {
    firstName: 'Dana',
    lastName: 'Ruiz',
  });
  await signInContext(page.context(), base, account);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });

  const titles = {
    ...(await saveBuilderWork(page.request, base, { keys: PLAN })),
    ...(await titlesOf(page.request, ['L1'])),
  };

  await page.goto('/plan');
  await expect(page.getByRole('heading', { name: '3 Accommodations in Your Plan' })).toBeVisible();
  const items = page.getByRole('region', { name: /Accommodations in Your Plan/ });

  // 1. Details on three items; each statement follows.
  await editDetails(page, 'A28', { Setting: 'math and science', 'How much': 'double time' });
  await editDetails(page, 'A2', { 'Who provides it': 'Ms. Rivera' });
  await page.getByRole('button', { name: 'Edit details of B1', exact: true }).click();
  const b1 = page.getByRole('dialog', { name: /^Edit details: B1 / });
  await b1.getByLabel('When', { exact: true }).fill('before each change of activity');
  await expect(
    b1.getByText(/before each change of activity, the student will be provided/i),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await b1.getByRole('button', { name: 'Save' }).click();

  await expect(
    items.getByText(
      /^During math and science, .*the student will be provided .*, double time, by /,
    ),
  ).toBeVisible();
  await expect(items.getByText(/the student will be provided .* by Ms\. Rivera\.$/)).toBeVisible();
  await expect(
    items.getByText(/before each change of activity, the student will be provided/i),
  ).toBeVisible();

  // 2. Copy all statements, grouped as a team enters them.
  await page.getByRole('button', { name: 'Copy All Statements' }).click();
  await expect(
    page.getByRole('main').getByText(/^Statements copied: 3 statements in \d groups?$/),
  ).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Testing accommodations\n/m);
  expect(copied).toContain('double time');
  expect(copied).toContain('by Ms. Rivera.');
  // Groups come in the order a team enters them; each statement is one line.
  const headings = copied
    .split('\n')
    .filter((line) => /accommodations$|services$|^Modifications$/.test(line));
  const order = [
    'Instructional accommodations',
    'Testing accommodations',
    'Supplementary aids and services',
    'Modifications',
  ];
  expect(headings).toEqual(order.filter((heading) => headings.includes(heading)));

  // 3. The review warns that A2 has no classroom version; adding it resolves the warning.
  const review = page.getByRole('region', { name: 'Plan review' });
  const warning = review.getByText(/^A2 .* has no classroom version in the plan$/);
  await expect(warning).toBeVisible();
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: new RegExp(`^Add L1 ${titles.L1}`) }).click();
  await expect(warning).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '4 Accommodations in Your Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan review' })).toBeFocused();

  // B1 serves none of the chosen needs: the team keeps it, and the warning stays quiet.
  const b1Warning = review.getByText(/^B1 .* matches none of the student's needs$/);
  await expect(b1Warning).toBeVisible();
  await review.getByRole('button', { name: /^Keep as is.*B1/ }).click();
  await expect(b1Warning).toHaveCount(0);
  await expect(review.getByRole('button', { name: /^Kept as is \(1\)/ })).toBeVisible();

  // 4. The plan as CSV, read back: the edited details are in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  const column = (name: string) => header?.indexOf(name) ?? -1;
  expect(rows.map((row) => row[column('key')])).toEqual([...PLAN, 'L1']);
  const a28 = rows.find((row) => row[column('key')] === 'A28');
  expect(a28?.[column('setting')]).toBe('math and science');
  expect(a28?.[column('amount')]).toBe('double time');
  expect(a28?.[column('statement')]).toMatch(/^During math and science, /);
  expect(a28?.[column('ccsso_class')]).toBe('timing-scheduling');

  // 5. A reload keeps the details and the kept warning: they are saved with the plan.
  await page.reload();
  await expect(items.getByText(/by Ms\. Rivera\.$/)).toBeVisible();
  await expect(review.getByRole('button', { name: /^Kept as is \(1\)/ })).toBeVisible();
  expect(errors).toEqual([]);
});
