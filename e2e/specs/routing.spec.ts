import { expect, test } from '@playwright/test';

for (const path of ['/nowhere', '/some/where', '/a/b/c']) {
  test(`the unknown path ${path} redirects to the start page`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });
}

test('an unknown path of four segments says the page was not found', async ({ page }) => {
  await page.goto('/a/b/c/d');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a signed-in page sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/builder/needs');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test('moving to another page scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 500 });
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
