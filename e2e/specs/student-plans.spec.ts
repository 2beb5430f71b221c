import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { registerAccount, signInContext } from '../support/accounts';
import { collectConsoleErrors } from '../support/console';

const savedState = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      /\/api\/v1\/plans\/[^/]+\/state$/.test(response.url()),
  );

async function addStudent(page: Page, label: string, grade: string) {
  const first = page.getByRole('button', { name: 'Add your first student' });
  await (
    (await first.isVisible()) ? first : page.getByRole('button', { name: 'New student' })
  ).click();
  const dialog = page.getByRole('dialog', { name: 'New student' });
  await dialog.getByLabel('Student label').fill(label);
  await dialog.getByLabel('Grade').selectOption({ label: grade });
  await dialog.getByRole('button', { name: 'Add student' }).click();
  await expect(dialog.getByText(`${label} is added to My Students.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on My Students' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function rowAction(page: Page, label: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${label}` }).click();
  await page.getByRole('button', { name: action, exact: true }).click();
}

/** Chooses one need on step 2 and puts the first suggestion of step 4 in the plan. */
async function buildPlan(page: Page, need: string): Promise<string> {
  await page.goto('/builder/needs');
  const saved = savedState(page);
  await page.getByRole('checkbox', { name: need, exact: true }).check();
  await saved;
  await page.goto('/builder/select');
  const add = page.getByRole('button', { name: /^Add [A-Z]+\d+ to plan$/ }).first();
  const key = ((await add.getAttribute('aria-label')) ?? '').split(' ')[1] ?? '';
  const itemSaved = savedState(page);
  await add.click();
  await itemSaved;
  return key;
}

test('a case manager keeps a caseload, shares a plan, and meets a colleague’s change', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const errors = collectConsoleErrors(page);
  const manager = await registerAccount(page.request, base, {
    firstName: 'Maya',
    lastName: 'Lind',
  });
  // A surname of its own, so the colleague is found among the demo district's many members.
  const surname = `Aalto${Date.now().toString(36)}`;
  const colleague = await registerAccount(page.request, base, {
    firstName: 'Cam',
    lastName: surname,
  });
  await signInContext(page.context(), base, manager);

  // Three students, from the empty page on.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'My Students' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Students' })).toBeVisible();
  await expect(
    page.getByText(/never the student’s full legal name|legal name/).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await addStudent(page, 'J.T.', 'Grade 3');
  await addStudent(page, 'M.R.', 'Grade 7');
  await addStudent(page, 'A.K.', 'Kindergarten');
  const table = page.getByRole('table');
  for (const label of ['J.T.', 'M.R.', 'A.K.']) {
    await expect(table.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // Two different plans, each on its own student.
  await rowAction(page, 'J.T.', 'Open in builder');
  await expect(page).toHaveURL('/builder/strengths');
  await expect(page.getByText('Student: J.T.')).toBeVisible();
  const forJT = await buildPlan(page, 'Reading Fluency');

  await page.getByRole('button', { name: 'Switch Student' }).click();
  await page.getByRole('button', { name: /^M\.R\. ·/ }).click();
  await expect(page.getByText('Student: M.R.')).toBeVisible();
  await expectNoAxeViolations(page);
  const forMR = await buildPlan(page, 'Anxiety');

  // Switching back brings J.T.'s own needs and plan.
  await page.goto('/builder/needs');
  await page.getByRole('button', { name: 'Switch Student' }).click();
  await page.getByRole('button', { name: /^J\.T\. ·/ }).click();
  await expect(page.getByText('Student: J.T.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Reading Fluency', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Anxiety', exact: true })).not.toBeChecked();
  await page.goto('/plan');
  await expect(page.getByText(forJT, { exact: false }).first()).toBeVisible();
  if (forMR !== forJT) await expect(page.getByText(`${forMR} `)).toHaveCount(0);

  // Duplicate: start a new student from M.R.'s plan.
  await page.goto('/students');
  await rowAction(page, 'M.R.', 'Duplicate');
  const duplicate = page.getByRole('dialog');
  await duplicate.getByLabel("New student's label").fill('M.R. sibling');
  await duplicate.getByRole('button', { name: 'Add student' }).click();
  await expect(
    page.getByText('M.R. sibling is added, starting from the plan of M.R.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('link', { name: 'M.R. sibling', exact: true })).toBeVisible();

  // Share J.T. with a colleague of the district, as an editor.
  await rowAction(page, 'J.T.', 'Share');
  const share = page.getByRole('dialog');
  await share.getByLabel('Colleague').selectOption({ label: `${surname}, Cam` });
  await share.getByLabel('Access').selectOption('editor');
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share.getByText(`Cam ${surname}`).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  const jtLink = table.getByRole('link', { name: 'J.T.', exact: true });
  const jtPlanPath = (await jtLink.getAttribute('href')) ?? '';
  expect(jtPlanPath).toMatch(/^\/students\/[^/]+\/plan$/);

  // Both open J.T.'s needs; the colleague saves first, so the manager's save meets it.
  await page.goto(jtPlanPath.replace(/\/plan$/, '/builder'));
  await expect(page.getByText('Student: J.T.')).toBeVisible();
  await page.goto('/builder/needs');
  await expect(page.getByRole('checkbox', { name: 'Reading Fluency', exact: true })).toBeChecked();

  const other = await browser.newContext();
  const colleaguePage = await other.newPage();
  await signInContext(other, base, colleague);
  await colleaguePage.goto('/students');
  await expect(colleaguePage.getByRole('link', { name: 'J.T.', exact: true })).toBeVisible();
  await colleaguePage.goto(jtPlanPath.replace(/\/plan$/, '/builder'));
  await expect(colleaguePage.getByText('Student: J.T.')).toBeVisible();
  await colleaguePage.goto('/builder/needs');
  const theirSave = savedState(colleaguePage);
  await colleaguePage.getByRole('checkbox', { name: 'Written Expression', exact: true }).check();
  expect((await theirSave).status()).toBe(200);

  const mySave = savedState(page);
  await page.getByRole('checkbox', { name: 'Sustained Attention', exact: true }).check();
  expect((await mySave).status()).toBe(409);
  const conflict = page.getByRole('dialog', { name: 'Someone else saved this student’s plan' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByText(`Cam ${surname} saved “J.T.”`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await conflict.getByRole('button', { name: 'Reload their version' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(
    page.getByRole('checkbox', { name: 'Written Expression', exact: true }),
  ).toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Sustained Attention', exact: true }),
  ).not.toBeChecked();
  await other.close();

  // The history says who changed what.
  await page.goto('/students');
  await rowAction(page, 'J.T.', 'History');
  const history = page.getByRole('dialog');
  await expect(history.getByText(`Cam ${surname}`).first()).toBeVisible();
  await expect(history.getByText(/Written Expression/).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Archive one, delete another.
  await rowAction(page, 'A.K.', 'Archive');
  await expect(table.getByRole('link', { name: 'A.K.', exact: true })).toHaveCount(0);
  await page.getByLabel('Show archived').check();
  await expect(table.getByRole('link', { name: 'A.K.', exact: true })).toBeVisible();

  await rowAction(page, 'M.R. sibling', 'Delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete plan' }).click();
  await expect(table.getByRole('link', { name: 'M.R. sibling', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Students' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'M.R. sibling', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'M.R.', exact: true })).toBeVisible();

  expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
});
