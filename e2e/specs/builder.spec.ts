import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { registerAccount, signInContext } from '../support/accounts';
import { collectConsoleErrors } from '../support/console';

const STRENGTHS = ['Visual Learner', 'Art and Drawing', 'Persistence'];
const NEEDS = ['Reading Fluency', 'Written Expression', 'Sustained Attention', 'Anxiety'];
const CUSTOM_NEED = 'Copying from the board';

async function expectStep(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL(path);
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  // Each step starts keyboard and screen-reader users at its heading.
  await expect(h1).toBeFocused();
}

test('a teacher builds a ranked, explained plan that survives a reload and follows them', async ({
  page,
  browser,
  baseURL,
}) => {
  // A whole journey with an axe scan at every step: longer than the default budget.
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const errors = collectConsoleErrors(page);
  const account = await registerAccount(page.request, base);
  await signInContext(page.context(), base, account);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Start the Builder' }).click();
  await expect(page).toHaveURL('/builder/strengths');
  const step1 = page.getByRole('heading', { level: 1, name: 'Identify Strengths' });
  await expect(step1).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Plan builder steps' })).toContainText(
    'Identify Strengths',
  );
  for (const strength of STRENGTHS) {
    await page.getByRole('checkbox', { name: strength, exact: true }).check();
  }
  await expect(page.getByText('3 strengths chosen.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expectStep(page, '/builder/needs', 'Identify Needs');
  const next = page.getByRole('button', { name: 'Next Step' });
  await expect(next).toBeDisabled();
  // The fifth category, after the spec's four (decision 012).
  await expect(
    page
      .getByRole('group', { name: 'Physical, Sensory and Health Needs' })
      .getByRole('checkbox', { name: 'Hearing (Deaf or Hard of Hearing)', exact: true }),
  ).toBeVisible();
  for (const need of NEEDS) {
    await page.getByRole('checkbox', { name: need, exact: true }).check();
  }
  await page.getByLabel('Custom need 1').fill(CUSTOM_NEED);
  await page.getByLabel('Custom need 1').press('Tab');
  await expect(page.getByText('5 needs chosen.')).toBeVisible();
  await page.getByRole('button', { name: 'About Reading Fluency' }).click();
  await expect(page.getByRole('dialog', { name: 'Reading Fluency' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectNoAxeViolations(page);
  await next.click();

  await expectStep(page, '/builder/prioritize', 'Prioritize Needs');
  await page.getByRole('group', { name: 'Reading Fluency' }).getByLabel('High').check();
  await page.getByRole('group', { name: 'Anxiety' }).getByLabel('Low').check();
  await expect(page.getByRole('heading', { name: 'Other Needs' })).toBeVisible();
  await expect(page.getByRole('group', { name: CUSTOM_NEED })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expectStep(page, '/builder/select', 'Select Accommodations');
  await expect(
    page.getByRole('heading', { name: 'Review and Select Recommended Accommodations' }),
  ).toBeVisible();
  for (const category of ['Behavioral', 'Curriculum', 'Learning', 'Assessing']) {
    await expect(page.getByRole('table', { name: category })).toBeVisible();
  }
  // Ranked and explained: the top Learning row matches the High need.
  const learning = page.getByRole('table', { name: 'Learning' });
  await expect(learning.getByRole('row').nth(1)).toContainText('Reading Fluency (High)');
  // Every row meets a chosen need: strengths alone bring nothing in (decision 011).
  const rows = await page.locator('table tbody tr').allTextContents();
  expect(rows.length).toBeGreaterThan(40);
  expect(rows.filter((row) => !row.includes('Matches '))).toEqual([]);
  await expectNoAxeViolations(page);

  const firstTitle = learning.getByRole('row').nth(1).getByRole('button').first();
  const title = (await firstTitle.textContent()) ?? '';
  await firstTitle.click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { level: 2 })).toContainText(title);
  await expect(modal.getByText('Examples', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(modal.getByRole('button', { name: 'Remove from Plan' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(firstTitle).toBeFocused();

  const addButtons = page.getByRole('button', { name: /^Add [BCLA]\d+ to plan$/ });
  for (let i = 0; i < 4; i += 1) await addButtons.first().click();
  const badge = page.getByRole('link', { name: /My Plan/ });
  await expect(badge).toContainText('5');

  await page.reload();
  await expect(page.getByRole('table', { name: 'Learning' })).toBeVisible();
  await expect(badge).toContainText('5');
  await expect(page.getByRole('button', { name: /^Remove [BCLA]\d+ from plan$/ })).toHaveCount(5);

  await page.getByRole('link', { name: 'Next Step' }).click();
  await expectStep(page, '/builder/export', 'Export and Share Trellis Plan');
  await expect(page.getByRole('heading', { name: '5 Accommodations in Your Plan' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The plan and the builder follow the user to another browser.
  const other = await browser.newContext();
  await signInContext(other, base, account);
  const elsewhere = await other.newPage();
  await elsewhere.goto('/builder/prioritize');
  await expect(elsewhere.getByRole('group', { name: CUSTOM_NEED })).toBeVisible();
  await expect(
    elsewhere.getByRole('group', { name: 'Reading Fluency' }).getByLabel('High'),
  ).toBeChecked();
  await expect(elsewhere.getByRole('link', { name: /My Plan/ })).toContainText('5');
  await other.close();

  // Signing out clears the browser; signing back in brings the saved work back.
  await page.getByRole('button', { name: `${account.firstName} ${account.lastName}` }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('trellis-cart') ?? '');
  expect(stored).not.toMatch(/[BCLA]\d+/);
  await signInContext(page.context(), base, account);
  await page.goto('/plan');
  await expect(page.getByRole('heading', { name: '5 Accommodations in Your Plan' })).toBeVisible();
  expect(errors).toEqual([]);
});
