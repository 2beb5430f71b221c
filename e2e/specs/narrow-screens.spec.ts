import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, weekStartOf } from '@trellis/shared/delivery-log';
import { expectNoAxeViolations } from '../support/accessibility';
import { pageHeaders, registerAccount, signInContext } from '../support/accounts';
import { collectConsoleErrors } from '../support/console';
import { DISTRICT_ADMIN } from '../support/console-people';
import { createStudentPlan, saveBuilderWork } from '../support/plans';
import { expectNoSidewaysScroll, expectReachedByScrollingDown, rowEnds } from '../support/reflow';

// WCAG 1.4.10 (reflow), issue 23: at 320 × 640 the tables of a student's plan and of the
// district console become one card per row, so no page scrolls sideways and what each row
// offers (its button, or its last figure) is reached by scrolling down alone.

test.use({ viewport: { width: 320, height: 640 } });

/** Two Tier 2 items, so the district's universal supports list them once two plans hold them. */
const KEYS = ['A2', 'A28'] as const;

/** A plan labelled `label` with KEYS, made current for the signed-in user; answers its id. */
async function planWithItems(request: APIRequestContext, base: string, label: string) {
  const id = await createStudentPlan(request, base, label);
  await saveBuilderWork(request, base, { keys: KEYS });
  return id;
}

/** Logs last week for every item as the plan's case manager, so the monitoring page has weeks. */
async function logLastWeek(request: APIRequestContext, base: string, planId: string) {
  const log = await request.get(`/api/v1/plans/${planId}/log`);
  expect(log.status(), await log.text()).toBe(200);
  const { today } = (await log.json()) as { today: string };
  const saved = await request.put(`/api/v1/plans/${planId}/log`, {
    headers: pageHeaders(base),
    data: {
      period: 'week',
      startsOn: addDays(weekStartOf(today), -7),
      entries: KEYS.map((itemKey) => ({ itemKey, provided: 'full', used: 'yes', rating: 4 })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The page as a phone shows it: no sideways scroll, each row's end reached, axe clean. */
async function expectTableReflowed(page: Page, tableName: string | RegExp) {
  const table = page.getByRole('table', { name: tableName });
  await expect(table.locator('tbody > tr').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  for (const end of rowEnds(table)) await expectReachedByScrollingDown(end);
  await expectNoAxeViolations(page);
}

test('a student’s plans, history, monitoring and review tables reflow at 320 px', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const errors = collectConsoleErrors(page);
  const teacher = await registerAccount(page.request, base, { lastName: 'Narrow' });
  await signInContext(page.context(), base, teacher);
  const label = `N.S. ${Date.now().toString(36)}`;
  const planId = await planWithItems(page.request, base, label);
  await logLastWeek(page.request, base, planId);

  // My Students: the row's Actions menu, the students table's main action.
  await page.goto('/students');
  await expect(page.getByRole('heading', { level: 1, name: 'My Students' })).toBeVisible();
  await expectTableReflowed(page, 'Your students, soonest review first');
  const actions = page.getByRole('button', { name: `Actions for ${label}` });
  await expectReachedByScrollingDown(actions);

  // The plan's history, in its dialog.
  await actions.click();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('dialog', { name: `History of the plan of ${label}` });
  await expect(history).toBeVisible();
  await expectTableReflowed(page, `Changes to the plan of ${label}, newest first`);
  await history.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(history).toHaveCount(0);

  // Monitoring: an item's weeks as a table.
  await page.goto(`/students/${planId}/monitoring`);
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring: ${label}` })).toBeVisible();
  const a2 = page.getByRole('article', { name: /^A2 / });
  await a2.getByRole('button', { name: /^Show the table/ }).click();
  await expectTableReflowed(page, /^A2 .*, week by week$/);

  // The review: each item's decision is the row's control.
  await page.goto(`/students/${planId}/review`);
  await expect(page.getByRole('heading', { level: 1, name: `Review: ${label}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  for (const key of KEYS) {
    await expectReachedByScrollingDown(
      page.getByRole('combobox', { name: new RegExp(`^Decision for ${key} `) }),
    );
  }
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('the district console’s usage, universal supports and activity log reflow at 320 px', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  await signInContext(page.context(), base, DISTRICT_ADMIN);
  // The district's code as it is now: another spec rotates it.
  const overview = await page.request.get('/api/v1/district');
  expect(overview.status(), await overview.text()).toBe(200);
  const { code } = (await overview.json()) as { code: { value: string } };

  // Two staff members plan the same Tier 2 items: the universal supports list them.
  for (const name of ['Wren', 'Ash']) {
    const staff = await browser.newContext();
    await registerAccount(staff.request, base, { firstName: name }, code.value);
    await planWithItems(staff.request, base, `${name[0]}.N.`);
    await staff.close();
  }
  // A download is written to the activity log.
  const exported = await page.request.get('/api/v1/district/export/plans.csv');
  expect(exported.status(), await exported.text()).toBe(200);

  await page.goto('/district/usage');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  await expectTableReflowed(page, 'Your district’s use of Trellis, month by month');
  await expectTableReflowed(page, /^Out of \d+ plans? in use/);

  await page.goto('/district/records');
  await expect(page.getByRole('heading', { level: 1, name: 'Records' })).toBeVisible();
  await expectTableReflowed(page, /^Actions of your district’s administrators/);
});
