import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { DEMO_CODE, registerAccount, signInContext } from '../support/accounts';
import { contrast, readFocusedRing, ringProblem, type Rgb } from '../support/focus';
import { createStudentPlan, DECODING_NEED, saveBuilderWork } from '../support/plans';
import { expectNoSidewaysScroll } from '../support/reflow';

// Issue 23, one focus style: every element the keyboard reaches shows a ring of at least 2 px
// that stands 3:1 against what is behind it, on white pages, in white menus and on the green
// header alike (WCAG 2.4.7, 1.4.11); and nothing scrolls sideways at 320 px (1.4.10).

/**
 * Presses Tab until focus comes back round (or leaves the page), checking the ring of every
 * element reached; answers the kinds of element reached ('a', 'button', 'text', 'select'…).
 */
async function tabThroughPage(page: Page, maxSteps = 80): Promise<Set<string>> {
  const problems: string[] = [];
  const kinds = new Set<string>();
  const seen: string[] = [];
  // The page whole first: a part that arrives later (the signed-in header's own chunk)
  // re-renders under the focus, which then falls to <body> and ends the walk early.
  await page.waitForLoadState('networkidle');
  for (let step = 0; step < maxSteps; step += 1) {
    await page.keyboard.press('Tab');
    const ring = await readFocusedRing(page);
    if (!ring || seen[0] === ring.element) break;
    seen.push(ring.element);
    kinds.add(ring.kind);
    const problem = ringProblem(ring);
    if (problem) problems.push(problem);
  }
  expect(problems).toEqual([]);
  return kinds;
}

test('the sign-in page: every control shows the ring', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const kinds = await tabThroughPage(page);
  expect([...kinds]).toEqual(expect.arrayContaining(['a', 'email', 'password', 'button']));
  await expectNoAxeViolations(page);
});

test('registration: the read-only district field shows the ring', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Access code').fill(DEMO_CODE);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/register/code');
  const district = page.locator('input.form-control-plaintext');
  await expect(district).toBeVisible();
  await tabThroughPage(page);
  // Reached by Tab, with the same ring.
  await district.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(district).toBeFocused();
  const ring = await readFocusedRing(page);
  expect(ring && ringProblem(ring)).toBeNull();
  await expectNoAxeViolations(page);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    const account = await registerAccount(page.request, baseURL ?? '');
    await signInContext(page.context(), baseURL ?? '', account);
  });

  test('the header on green and the user menu in white show the ring', async ({ page }) => {
    await page.goto('/dashboard');
    const menu = page.getByRole('button', { name: 'Robin Okafor' });
    await expect(menu).toBeVisible();
    // The header's links and buttons, then the page's.
    const kinds = await tabThroughPage(page);
    expect([...kinds]).toEqual(expect.arrayContaining(['a', 'button']));

    await menu.focus();
    await page.keyboard.press('Enter');
    const items = page.locator('.dropdown-menu.show .dropdown-item');
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    const problems: string[] = [];
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(index)).toBeFocused();
      const ring = await readFocusedRing(page);
      const problem = ring ? ringProblem(ring) : 'focus left the menu';
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('text fields, selects and checkboxes show the ring', async ({ page, baseURL }) => {
    await createStudentPlan(page.request, baseURL ?? '', 'Student F');
    await page.goto('/students');
    await expect(page.getByLabel('Show archived')).toBeVisible();
    const kinds = await tabThroughPage(page);
    expect([...kinds]).toEqual(expect.arrayContaining(['search', 'select', 'checkbox']));
    await expectNoAxeViolations(page);
  });

  test('the borders of fields, selects, checkboxes and radios stand 3:1 on white', async ({
    page,
    baseURL,
  }) => {
    await createStudentPlan(page.request, baseURL ?? '', 'Student F');
    await page.goto('/students');
    await expect(page.getByLabel('Show archived')).toBeVisible();
    const borders = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.innerHTML =
        '<input class="form-control"><select class="form-select"></select>' +
        '<input type="checkbox" class="form-check-input"><input type="radio" class="form-check-input">';
      document.body.append(probe);
      const colours = Array.from(probe.children, (field) => getComputedStyle(field).borderTopColor);
      probe.remove();
      return colours;
    });
    const white: Rgb = [255, 255, 255];
    for (const colour of borders) {
      const rgb = (/\d+, \d+, \d+/.exec(colour)?.[0] ?? '').split(', ').map(Number) as Rgb;
      expect(contrast(rgb, white), colour).toBeGreaterThanOrEqual(3);
    }
  });

  test('radios show the ring', async ({ page, baseURL }) => {
    await saveBuilderWork(page.request, baseURL ?? '', { keys: [], needs: [DECODING_NEED] });
    await page.goto('/builder/prioritize');
    await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
    const kinds = await tabThroughPage(page);
    expect([...kinds]).toContain('radio');
    await expectNoAxeViolations(page);
  });

  test('an outlined button in an alert of its colour reads 4.5:1 (the e-mail panel’s Close)', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const colours = await page.evaluate(() => {
      const alert = document.createElement('div');
      alert.className = 'alert alert-success';
      alert.innerHTML =
        '<button type="button" class="btn btn-outline-success btn-sm">Close</button>';
      document.body.append(alert);
      const button = alert.querySelector('button') as HTMLElement;
      const result = [getComputedStyle(button).color, getComputedStyle(alert).backgroundColor];
      alert.remove();
      return result;
    });
    const [text, background] = colours.map(
      (colour) => (/\d+, \d+, \d+/.exec(colour)?.[0] ?? '').split(', ').map(Number) as Rgb,
    );
    expect(contrast(text as Rgb, background as Rgb)).toBeGreaterThanOrEqual(4.5);
  });

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('My Profile does not scroll sideways', async ({ page }) => {
      await page.goto('/my-profile');
      await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test('step 4 does not scroll sideways and each Add button is on screen', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      await saveBuilderWork(page.request, baseURL ?? '', { keys: [], needs: [DECODING_NEED] });
      await page.goto('/builder/select');
      const add = page.getByRole('button', { name: /^Add [A-Z]+\d+ to plan$/ }).first();
      await expect(add).toBeVisible();
      await expectNoSidewaysScroll(page);
      const box = await add.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 320).toBe(true);
      // The menu button says whether the collapsed menu is open.
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
    });
  });
});
