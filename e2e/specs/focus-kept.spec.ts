import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { registerAccount, signInContext } from '../support/accounts';
import { collectConsoleErrors } from '../support/console';
import { DECODING_NEED, saveBuilderWork } from '../support/plans';

// Issue 23, part 3 and 4: a keyboard-only walk through every place where a control went away
// or became busy. After each action the focus is on the expected element, never on <body>
// (where the next Tab would start again at the top of the page).

const PLAN = ['L1', 'B3', 'A4'];
const NEEDS = [
  DECODING_NEED,
  { id: 'reading-fluency', name: 'Reading Fluency', category: 'Learning Needs', priority: 1 },
  {
    id: 'anxiety',
    name: 'Anxiety',
    category: 'Social / Emotional / Behavioral Needs',
    priority: 1,
  },
];

/** The focus is on `expected`, and so not dropped to the page's body. */
async function expectFocusOn(page: Page, expected: Locator) {
  await expect(expected).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
}

/** The accessible names of `locator`'s elements, in page order. */
async function labelsOf(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-label') ?? ''),
  );
}

test('focus is never dropped, and outcomes are announced', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const errors = collectConsoleErrors(page);
  const account = await registerAccount(page.request, base);
  await signInContext(page.context(), base, account);
  await saveBuilderWork(page.request, base, { keys: PLAN, needs: NEEDS });

  // 1. Step 3: Delete a need, confirmed in the dialog; Shift+Tab goes round the dialog.
  await page.goto('/builder/prioritize');
  const deletes = page.locator('[aria-label^="Delete "]');
  await expect(deletes).toHaveCount(3);
  const [, middle, last] = await labelsOf(deletes);
  await page.getByRole('button', { name: middle }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  // From the dialog itself Shift+Tab goes to its last control, and round again.
  await page.keyboard.press('Shift+Tab');
  await expectFocusOn(page, confirm);
  await page.keyboard.press('Shift+Tab');
  await expectFocusOn(page, dialog.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Shift+Tab');
  await expectFocusOn(page, confirm);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, page.getByRole('button', { name: last }));

  // 2. My Plan: Remove an item; the next item's Remove takes the focus.
  await page.goto('/plan');
  const removes = page.locator('[aria-label$=" from plan"][aria-label^="Remove "]');
  await expect(removes).toHaveCount(3);
  const [, middleItem, lastItem] = await labelsOf(removes);
  await page.getByRole('button', { name: middleItem }).focus();
  await page.keyboard.press('Enter');
  await expect(removes).toHaveCount(2);
  await expectFocusOn(page, page.getByRole('button', { name: lastItem }));

  // 3. The PDF viewer: the opener keeps the focus while it works and gets it back on closing.
  const opener = page.getByRole('button', { name: 'Download Plan PDF' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const overlay = page.getByRole('dialog', { name: 'Trellis Plan PDF' });
  await expect(overlay).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expectFocusOn(page, opener);

  // 4. A bad e-mail address: the focus goes to the field that says what is wrong.
  await page.getByRole('button', { name: 'Send in Email' }).focus();
  await page.keyboard.press('Enter');
  const other = page.getByLabel('Other e-mail addresses');
  await other.focus();
  await page.keyboard.type('bob@');
  await page.getByRole('button', { name: 'Send Email' }).focus();
  await page.keyboard.press('Enter');
  await expect(other).toHaveAttribute('aria-invalid', 'true');
  await expectFocusOn(page, other);
  await expectNoAxeViolations(page);

  // 5. Search: the count is said in the live region; Clear Search hands focus to the box.
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Search term' });
  await box.focus();
  await page.keyboard.type('extended time');
  const count = page.getByRole('heading', { name: /^\d+ Matching Accommodations$/ });
  await expect(count).toBeVisible();
  await expect(page.locator('#announcer')).toHaveText((await count.textContent()) ?? '');
  await expect(page.locator('#announcer')).toHaveAttribute('aria-live', 'polite');
  await page.getByRole('button', { name: 'Clear Search' }).focus();
  await page.keyboard.press('Enter');
  await expectFocusOn(page, box);
  await expect(box).toHaveValue('');
  await expectNoAxeViolations(page);

  // 6. An empty Change Password form: the focus goes to the first field refused.
  await page.goto('/my-profile');
  await page.getByRole('button', { name: 'Update Password' }).focus();
  await page.keyboard.press('Enter');
  const current = page.getByLabel('Current Password', { exact: true });
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expectFocusOn(page, current);
  await expectNoAxeViolations(page);

  // The refusals above are 400 answers, which the browser logs; nothing else went wrong.
  expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
});
