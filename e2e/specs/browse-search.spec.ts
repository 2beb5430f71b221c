import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { registerAccount, signInContext } from '../support/accounts';
import { collectConsoleErrors } from '../support/console';

test.beforeEach(async ({ page, baseURL }) => {
  const account = await registerAccount(page.request, baseURL ?? '');
  await signInContext(page.context(), baseURL ?? '', account);
});

test('browse: choose a topic, read its sections, add an accommodation to the plan', async ({
  page,
}) => {
  // Three topics of the full library, each scanned by axe: longer than the default budget.
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await page.goto('/browser/topics');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse by Topic' })).toBeVisible();
  await expect(page.getByText('To begin, select a topic from the navigation menu.')).toBeVisible();
  await expectNoAxeViolations(page);

  const nav = page.getByRole('navigation', { name: 'Topics' });
  const category = nav.getByRole('button', { name: 'Learning Needs' });
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Reading Fluency' }).click();

  await expect(page).toHaveURL(/\/browser\/topics\?topic=reading-fluency$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Reading Fluency' })).toBeVisible();
  for (const section of [
    'Considerations for learning impact',
    'Skill Building Resources',
    'Accommodation and Modification Consideration Process',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: section })).toBeVisible();
  }
  const learning = page.getByRole('table', { name: 'Learning' });
  const keys = await learning.locator('tbody tr td:first-child').allTextContents();
  // Sorted by the number in the key.
  const numbers = keys.map((key) => Number(key.slice(1)));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  await expectNoAxeViolations(page);

  const firstKey = keys[0] ?? '';
  await learning.getByRole('button', { name: `Add ${firstKey} to plan` }).click();
  await expect(page.getByRole('link', { name: /My Plan/ })).toContainText('1');

  // A bookmarked topic opens straight away, on a phone-sized screen with the dropdown.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/browser/topics?topic=anxiety');
  await expect(page.getByRole('heading', { level: 2, name: 'Anxiety' })).toBeVisible();
  const select = page.getByLabel('Choose a topic');
  await expect(select).toBeVisible();
  await select.selectOption({ label: 'Test Anxiety' });
  await expect(page).toHaveURL(/topic=test-anxiety$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Test Anxiety' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('search: type a misspelt term, see ranked results, clear the search', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/search');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search Accommodations' }),
  ).toBeVisible();
  const box = page.getByPlaceholder('Enter search term');
  await expectNoAxeViolations(page);

  await box.pressSequentially('ex');
  await expect(page.getByRole('table')).toHaveCount(0);
  await box.pressSequentially('tnded tim', { delay: 30 });
  await expect(page).toHaveURL(/\/search\?q=extnded\+tim$/);
  const heading = page.getByRole('heading', { name: /^\d+ Matching Accommodations$/ });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Showing results for extended tim.')).toBeVisible();
  const table = page.getByRole('table', { name: /Matching Accommodations/ });
  await expect(table.getByRole('row').nth(1)).toContainText('Extended Time on Tests');
  await expectNoAxeViolations(page);

  await table.getByRole('button', { name: 'Extended Time on Tests' }).click();
  await expect(page.getByRole('dialog', { name: /Extended Time on Tests/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(box).toHaveValue('');
  await expect(page).toHaveURL(/\/search$/);
  await expect(heading).toHaveCount(0);

  await box.fill('qqqzzzx');
  await expect(page.getByRole('main').getByText('No results.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  expect(errors).toEqual([]);
});
