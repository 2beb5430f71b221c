import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { registerAccount, signInContext } from '../support/accounts';
import { collectConsoleErrors } from '../support/console';

test('the dashboard greets the teacher and rotates the tips every 5 seconds', async ({
  page,
  baseURL,
}) => {
  const errors = collectConsoleErrors(page);
  const account = await registerAccount(page.request, baseURL ?? '', { firstName: 'Jordan' });
  await signInContext(page.context(), baseURL ?? '', account);
  await page.goto('/');
  await expect(page).toHaveURL('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Jordan$/ }),
  ).toBeVisible();
  for (const card of ['Customize a Plan', 'Browse By Topic', 'Search Accommodations']) {
    await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
  }
  const tips = page.locator('.dashboard-carousel');
  // Mid-fade two messages are active; once settled, one is.
  const activeTitle = async () =>
    (await tips.locator('.carousel-item.active h3').allTextContents()).join(' + ');
  const first = await activeTitle();
  expect(first).not.toContain('+');
  await expectNoAxeViolations(page);

  // Moves on by itself…
  await expect.poll(activeTitle, { timeout: 8000 }).not.toBe(first);
  // …but not while the pointer rests on it.
  await tips.hover();
  await expect.poll(activeTitle).not.toContain('+');
  const held = await activeTitle();
  await page.waitForTimeout(6000);
  expect(await activeTitle()).toBe(held);
  await page.mouse.move(0, 0);

  await page.getByRole('link', { name: 'Start the Builder' }).click();
  await expect(page).toHaveURL('/builder/strengths');
  expect(errors).toEqual([]);
});

test('with reduced motion the tips do not move', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const account = await registerAccount(page.request, baseURL ?? '');
  await signInContext(context, baseURL ?? '', account);
  await page.goto('/dashboard');
  const tips = page.locator('.dashboard-carousel');
  await expect(page.getByRole('button', { name: 'Play the tips' })).toBeVisible();
  const first = await tips.locator('.carousel-item.active h3').allTextContents();
  expect(first).toHaveLength(1);
  await page.waitForTimeout(6000);
  expect(await tips.locator('.carousel-item.active h3').allTextContents()).toEqual(first);
  await context.close();
});
