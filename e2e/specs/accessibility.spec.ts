import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';

for (const [path, heading] of [
  ['/', 'Sign In'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Use'],
] as const) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the sign-in page has no violations at 320 px wide and does not scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
