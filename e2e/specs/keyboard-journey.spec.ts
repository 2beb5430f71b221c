import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CODE, otherAddress } from '../support/accounts';
import { collectConsoleErrors } from '../support/console';
import { expectVisibleFocus } from '../support/focus';
import { focusedControl, press, tabTo } from '../support/keyboard';

// Issue 23, item 6: the main journey with the keyboard alone, as a teacher who uses no mouse
// does it: register with the district's access code, build a plan (strengths, needs, ranking,
// results), select accommodations, export it (PDF and e-mail), remove one on My Plan, sign out.
// After the first `goto` every step is a key press; after each, the focus is on something the
// teacher can see (never dropped to <body>, where the next Tab starts again at the top).

const TEACHER = { firstName: 'Kit', lastName: 'Marsh', password: 'lantern-over-the-bay' };

/** A route change: the new page's heading has the focus, so the next Tab starts there. */
async function expectPage(page: Page, path: string | RegExp, heading: string | RegExp) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expectVisibleFocus(page, `arriving on ${String(path)}`);
}

/**
 * On a long page (every strength, every need, four result tables) the way to the step's
 * footer is backwards: Shift+Tab from the top goes past the header and round to the page's
 * end, as a keyboard user does rather than press Tab a hundred times.
 */
async function backRoundTo(page: Page, name: string) {
  await tabTo(page, name, { key: 'Shift+Tab', max: 40 });
}

/** The focus is on the control of this accessible name (or one matching it), and can be seen. */
async function expectFocusedName(page: Page, name: string | RegExp) {
  const focused = expect.poll(async () => (await focusedControl(page))?.name ?? '<body>');
  await (typeof name === 'string' ? focused.toBe(name) : focused.toMatch(name));
  await expectVisibleFocus(page, `focus on ${String(name)}`);
}

test('a keyboard-only teacher registers, builds, exports and trims a plan, then signs out', async ({
  page,
}) => {
  // About a minute here; a key press is what slows most when the machine is busy.
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  // A visitor of their own, so the registration limits count this test alone.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': otherAddress() });
  const email = `keyboard-${randomBytes(4).toString('hex')}@example.org`;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

  // 1. Register with the district's access code.
  await tabTo(page, 'Need an Account? Sign Up Here');
  await press(page, 'Enter');
  await expectPage(page, '/register', 'Create an Account');
  await tabTo(page, 'Access code');
  await page.keyboard.type(DEMO_CODE);
  // Enter sends the form from the box. (Tabbing on to Continue would look the code up as the
  // box loses focus, and the page would change while the teacher is on the way to Continue.)
  await press(page, 'Enter', 'sending the access code');
  await expectPage(page, '/register/code', 'Create Your Account');
  for (const [field, value] of [
    ['First Name', TEACHER.firstName],
    ['Last Name', TEACHER.lastName],
    ['Email Address', email],
    ['Password', TEACHER.password],
  ] as const) {
    await tabTo(page, new RegExp(`^${field}`));
    await page.keyboard.type(value);
  }
  await tabTo(page, 'Create Account');
  await press(page, 'Enter', 'Create Account');
  await expectPage(page, '/dashboard', new RegExp(`, ${TEACHER.firstName}$`));

  // 2. Step 1: a strength, checked with Space.
  await tabTo(page, 'Start the Builder');
  await press(page, 'Enter');
  await expectPage(page, '/builder/strengths', 'Identify Strengths');
  await tabTo(page, 'Visual Learner');
  await press(page, 'Space', 'checking Visual Learner');
  await expect(page.getByRole('checkbox', { name: 'Visual Learner', exact: true })).toBeChecked();
  await backRoundTo(page, 'Next Step');
  await press(page, 'Enter', 'Next Step');

  // 3. Step 2: two needs; one's description opened and closed with the keyboard.
  await expectPage(page, '/builder/needs', 'Identify Needs');
  for (const need of ['Decoding and Word Recognition', 'Reading Fluency']) {
    await tabTo(page, need);
    await press(page, 'Space', `checking ${need}`);
  }
  await tabTo(page, 'About Reading Fluency');
  await press(page, 'Enter', 'opening About Reading Fluency');
  const about = page.getByRole('dialog', { name: 'Reading Fluency' });
  await expect(about).toBeVisible();
  await press(page, 'Escape', 'closing the description');
  await expect(about).toBeHidden();
  await expectFocusedName(page, 'About Reading Fluency');
  await expect(page.getByText('2 needs chosen.')).toBeVisible();
  await backRoundTo(page, 'Next Step');
  await press(page, 'Enter', 'Next Step');

  // 4. Step 3: Reading Fluency ranked High with the arrow keys; Decoding deleted after the
  // confirmation, and the focus goes to the remaining row's Delete.
  await expectPage(page, '/builder/prioritize', 'Prioritize Needs');
  await tabTo(page, 'Delete Decoding and Word Recognition');
  await press(page, 'Enter', 'Delete Decoding and Word Recognition');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete this need?');
  await tabTo(page, 'Delete');
  await press(page, 'Enter', 'confirming the deletion');
  await expect(confirm).toBeHidden();
  await expectFocusedName(page, 'Delete Reading Fluency');
  // Back into the row's radios: Tab lands on the checked one (Medium), an arrow moves it.
  await tabTo(page, 'Medium', { key: 'Shift+Tab' });
  await press(page, 'ArrowLeft', 'ranking Reading Fluency');
  await expect(
    page.getByRole('group', { name: 'Reading Fluency' }).getByRole('radio', { name: 'High' }),
  ).toBeChecked();
  await tabTo(page, 'Next Step');
  await press(page, 'Enter', 'Next Step');

  // 5. Step 4: two accommodations added; one read in full in the detail modal first.
  await expectPage(page, '/builder/select', 'Select Accommodations');
  await expect(page.getByRole('table', { name: 'Learning' })).toBeVisible();
  const first = await tabTo(page, /^Add [BCLA]\d+ to plan$/, { max: 40 });
  const firstKey = first.name.split(' ')[1] ?? '';
  await press(page, 'Shift+Tab', 'back to the title');
  await press(page, 'Enter', 'opening the accommodation');
  const detail = page.getByRole('dialog', { name: new RegExp(`^${firstKey} · `) });
  await expect(detail).toBeVisible();
  await tabTo(page, 'Add to Plan');
  await press(page, 'Enter', 'Add to Plan');
  await expectFocusedName(page, 'Remove from Plan');
  await press(page, 'Escape', 'closing the accommodation');
  await expect(detail).toBeHidden();
  await tabTo(page, `Remove ${firstKey} from plan`);
  const second = await tabTo(page, /^Add [BCLA]\d+ to plan$/);
  await press(page, 'Enter', second.name);
  // The button stays where it was and says what it does now.
  await expectFocusedName(page, second.name.replace(/^Add (\S+) to/, 'Remove $1 from'));
  await expect(page.getByRole('link', { name: /My Plan/ })).toContainText('2');
  await backRoundTo(page, 'Next Step');
  await press(page, 'Enter', 'Next Step');

  // 6. Step 5: the plan PDF downloaded from its viewer, and the plan e-mailed.
  await expectPage(page, '/builder/export', 'Export and Share Trellis Plan');
  await tabTo(page, 'Download Plan PDF');
  await press(page, 'Enter', 'Download Plan PDF');
  const viewer = page.getByRole('dialog', { name: 'Trellis Plan PDF' });
  await expect(viewer).toBeVisible();
  const downloading = page.waitForEvent('download');
  await tabTo(page, /^Download trellis-plan-\d{4}-\d{2}-\d{2}\.pdf$/);
  await press(page, 'Enter', 'downloading the PDF');
  expect((await downloading).suggestedFilename()).toMatch(/^trellis-plan-.*\.pdf$/);
  await press(page, 'Escape', 'closing the PDF viewer');
  await expect(viewer).toBeHidden();
  await expectFocusedName(page, 'Download Plan PDF');

  await tabTo(page, 'Send in Email');
  await press(page, 'Enter', 'Send in Email');
  await tabTo(page, 'Other e-mail addresses');
  await page.keyboard.type('family@example.com');
  await tabTo(page, 'Send Email');
  await press(page, 'Enter', 'Send Email');
  await expect(page.getByText('Your email has been sent successfully!')).toBeVisible();
  await expectFocusedName(page, 'Close');
  await press(page, 'Enter', 'closing the sent message');
  await expectFocusedName(page, 'Send in Email');

  // 7. My Plan, reached back through the header: one item removed, focus on the next one's.
  await tabTo(page, /^My Plan/, { key: 'Shift+Tab', max: 80 });
  await press(page, 'Enter', 'My Plan');
  await expectPage(page, '/plan', 'Export and Share Trellis Plan');
  const removed = await tabTo(page, /^Remove [BCLA]\d+ from plan$/, { max: 80 });
  await press(page, 'Enter', removed.name);
  await expect(page.getByRole('heading', { name: '1 Accommodation in Your Plan' })).toBeVisible();
  await expectFocusedName(page, /^Remove [BCLA]\d+ from plan$/);
  expect((await focusedControl(page))?.name).not.toBe(removed.name);

  // 8. Sign out from the user menu, with the arrow keys inside it.
  await tabTo(page, `${TEACHER.firstName} ${TEACHER.lastName}`, { key: 'Shift+Tab', max: 80 });
  await press(page, 'Enter', 'opening the user menu');
  await tabTo(page, 'Sign Out', { key: 'ArrowDown', max: 10 });
  await press(page, 'Enter', 'Sign Out');
  await expectPage(page, '/', 'Sign In');
  expect(errors).toEqual([]);
});
