import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { collectConsoleErrors } from '../support/console';

for (const [path, heading] of [
  ['/', 'Sign In'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Use'],
  ['/accessibility', 'Accessibility'],
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

test('the footer leads to the accessibility statement and its printable conformance report', async ({
  page,
}) => {
  // axe reads every cell of the report's long tables: allow it the time that takes.
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeFocused();
  await page.getByRole('link', { name: 'Accessibility Conformance Report' }).click();

  // A file of the web build, served by the server as it is, under the same CSP.
  await expect(page).toHaveURL('/accessibility/conformance-report.html');
  await expect(page).toHaveTitle('Trellis Accessibility Conformance Report');
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  const levelA = page.getByRole('table').filter({ hasText: '1.1.1 Non-text Content' });
  await expect(levelA.getByRole('rowheader', { name: /^1\.4\.1 Use of Color/ })).toBeVisible();
  // Its stylesheet is allowed and applied: the cells have borders (none without it).
  const border = await levelA
    .getByRole('cell')
    .first()
    .evaluate((cell) => getComputedStyle(cell).borderTopStyle);
  expect(border).toBe('solid');
  await expectNoAxeViolations(page);
  // A refused stylesheet or inline style would be a console error.
  expect(errors).toEqual([]);
});
