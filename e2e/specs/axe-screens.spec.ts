import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import {
  DEMO_CODE,
  otherAddress,
  pageHeaders,
  registerAccount,
  signInContext,
} from '../support/accounts';
import { DISTRICT_ADMIN, OPERATOR } from '../support/console-people';
import { addImplementer, cardLink } from '../support/implementers';
import { latestMail } from '../support/outbox';
import { expectNoSidewaysScroll } from '../support/reflow';
import { createStudentPlan, DECODING_NEED, saveBuilderWork } from '../support/plans';

// Issue 23, item 6: axe (WCAG 2.0–2.2 A and AA) on the screens and states no journey spec
// scans: empty and error states, open dialogs and viewers, 320 px. Every other screen is
// scanned where its journey is tested; docs/accessibility/testing.md lists each one and where.
// One or two scans a test, so the tests share the workers and none runs long.

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const PHONE = { width: 320, height: 640 };

/** The page's next successful answer from the API at `path` (`/me`, `/plans`), any query. */
function answered(page: Page, path: string) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/v1${path}` && response.ok(),
  );
}

/**
 * Opens the dashboard and waits for what it loads by itself: its tips, the plan list (asked
 * for by the builder's sync once `/me` names the user) and the signed-in services' script
 * (the session's watch), which loads after the page. Answered after a test moves the
 * browser's clock, they would count as activity at the new time.
 */
async function openDashboardSettled(page: Page) {
  const settled = Promise.all([
    answered(page, '/content/dashboard-messages'),
    answered(page, '/plans'),
    page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/assets/signed-in-services-'),
    ),
  ]);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled;
  // React shows a part that loaded late a moment after its script (about 300 ms, to show
  // parts together): the watch must be running before a test stops or moves the clock.
  await page.waitForTimeout(1_000);
}

/** The page's h1 is shown (so the page has arrived), then axe finds nothing. */
async function expectScreenPasses(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoAxeViolations(page);
}

test.describe('signed out', () => {
  test.beforeEach(async ({ page }) => {
    // Each visitor counts against their own address's request limits.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': otherAddress() });
  });

  test('the 404 page', async ({ page }) => {
    await page.goto('/a/b/c/d');
    await expectScreenPasses(page, 'Page not found');
  });

  test('registration with an unknown code shown', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Access code').fill('NOSUCH12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Code Entered.');
    await expectScreenPasses(page, 'Create an Account');
  });

  test('the registration form with its errors shown', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Access code').fill(DEMO_CODE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/register/code');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('main').getByText('First Name Is Required')).toBeVisible();
    await expectScreenPasses(page, 'Create Your Account');
  });

  test('the test checkout paid: Payment Received', async ({ page }) => {
    await page.goto('/register/individual');
    await page.getByRole('button', { name: 'Continue to Registration' }).click();
    await page.getByLabel('First Name').fill('Ivy');
    await page.getByLabel('Last Name').fill('Nguyen');
    await page
      .getByLabel('Email Address')
      .fill(`ivy-${randomBytes(4).toString('hex')}@example.org`);
    await page.getByRole('button', { name: 'Pay $39.95 (test)' }).click();
    await expectScreenPasses(page, 'Payment Received');
  });

  test('Complete Registration with a key that does not work', async ({ page }) => {
    await page.goto('/register/complete?key=no-such-key-was-ever-made');
    await expectScreenPasses(page, 'Invalid Key');
  });

  test('password reset: sent, reset, and the spent link', async ({ page, request, baseURL }) => {
    // Three states in a row, each needing the one before.
    test.setTimeout(90_000);
    const account = await registerAccount(request, baseURL ?? '');
    await page.goto('/pwreset');
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectScreenPasses(page, 'Email Sent!');

    const mail = await latestMail(account.email, 'Reset your Trellis password');
    const link = /http:\/\/localhost:\d+\/pwreset-form\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
    await page.goto(link ?? '');
    await page.getByLabel('New Password', { exact: true }).fill('quiet-river-stones');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectScreenPasses(page, 'Password Reset Successfully!');

    await page.goto(link ?? '');
    await expect(
      page
        .getByRole('main')
        .getByText('This password reset link has expired or has already been used.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a card or log link that never existed', async ({ page }) => {
    for (const path of ['/card', '/log']) {
      await page.goto(`${path}/${randomBytes(32).toString('base64url')}`);
      await expectScreenPasses(page, 'This link no longer works');
    }
  });

  test('a single sign-on refusal on the sign-in page', async ({ page }) => {
    await page.goto('/?sso=not-allowed');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectScreenPasses(page, 'Sign In');
  });

  test('a district sign-in address that is no district’s', async ({ page }) => {
    await page.goto('/sso/no-district-has-this-address');
    await expect(
      page.getByRole('main').getByText(/There is no district sign-in at this address/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const [path, heading] of [
    ['/register', 'Create an Account'],
    ['/register/district', 'School District Estimate'],
  ] as const) {
    test(`${path} at 320 px`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await expectScreenPasses(page, heading);
      await expectNoSidewaysScroll(page);
    });
  }
});

test.describe('member', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    const account = await registerAccount(page.request, baseURL ?? '');
    await signInContext(page.context(), baseURL ?? '', account);
  });

  // A new account: nothing chosen, nothing in the plan, no student yet.
  for (const [path, heading] of [
    ['/builder/strengths', 'Identify Strengths'],
    ['/builder/needs', 'Identify Needs'],
    ['/builder/prioritize', 'Prioritize Needs'],
    ['/builder/select', 'Select Accommodations'],
    ['/plan', 'Export and Share Trellis Plan'],
  ] as const) {
    test(`${path}, empty`, async ({ page }) => {
      await page.goto(path);
      await expectScreenPasses(page, heading);
    });
  }

  test("step 1 with a strength's description open", async ({ page }) => {
    await page.goto('/builder/strengths');
    await page.getByRole('button', { name: 'About Visual Learner' }).click();
    await expect(page.getByRole('dialog', { name: 'Visual Learner' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('search with results at 320 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/search?q=extended+time');
    await expect(
      page.getByRole('heading', { name: /^\d+ Matching Accommodations$/ }),
    ).toBeVisible();
    await expectScreenPasses(page, 'Search Accommodations');
    await expectNoSidewaysScroll(page);
  });

  test('search with no results', async ({ page }) => {
    await page.goto('/search?q=qqqzzzx');
    await expect(page.getByRole('main').getByText('No results.')).toBeVisible();
    await expectScreenPasses(page, 'Search Accommodations');
  });

  test('the dashboard at 320 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    await expectScreenPasses(page, /^Good (Morning|Afternoon|Evening)/);
    await expectNoSidewaysScroll(page);
  });

  test('a browse topic at 320 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/browser/topics?topic=reading-fluency');
    await expect(page.getByRole('heading', { level: 2, name: 'Reading Fluency' })).toBeVisible();
    await expectScreenPasses(page, 'Browse by Topic');
    await expectNoSidewaysScroll(page);
  });

  test('My Plan with items at 320 px', async ({ page, baseURL }) => {
    await saveBuilderWork(page.request, baseURL ?? '', { keys: ['L1', 'A4'] });
    await page.setViewportSize(PHONE);
    await page.goto('/plan');
    await expect(
      page.getByRole('heading', { name: '2 Accommodations in Your Plan' }),
    ).toBeVisible();
    await expectScreenPasses(page, 'Export and Share Trellis Plan');
    await expectNoSidewaysScroll(page);
  });

  test('export with the PDF viewer open', async ({ page, baseURL }) => {
    await saveBuilderWork(page.request, baseURL ?? '', { keys: ['L1', 'B3'] });
    await page.goto('/builder/export');
    await page.getByRole('button', { name: 'Download Plan PDF' }).click();
    const viewer = page.getByRole('dialog', { name: 'Trellis Plan PDF' });
    await expect(viewer.locator('iframe')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('export with the e-mail sent', async ({ page, baseURL }) => {
    await saveBuilderWork(page.request, baseURL ?? '', { keys: ['L1', 'B3'] });
    await page.goto('/builder/export');
    await page.getByRole('button', { name: 'Send in Email' }).click();
    await page.getByLabel('Other e-mail addresses').fill('family@example.com');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(
      page.getByRole('main').getByText('Your email has been sent successfully!'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('My Profile with a refused password change', async ({ page }) => {
    await page.goto('/my-profile');
    await page.getByLabel('Current Password', { exact: true }).fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill('meadow-copper-kettle');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('meadow-copper-kettle');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('alert')).toContainText('Error updating password!');
    await expectScreenPasses(page, 'My Profile');
  });

  test('My Students empty, then with the New student dialog open', async ({ page }) => {
    await page.goto('/students');
    await expectScreenPasses(page, 'My Students');
    await page.getByRole('button', { name: 'Add your first student' }).click();
    await expect(page.getByRole('dialog', { name: 'New student' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const [view, heading, shown] of [
    ['plan', 'Export and Share Trellis Plan', '2 Accommodations in Your Plan'],
    ['monitoring', 'Monitoring: R.B.', /^Nothing is logged yet\./],
    ['review', 'Review: R.B.', /^Nothing is logged yet/],
  ] as const) {
    test(`a student's ${view} page, nothing logged yet`, async ({ page, baseURL }) => {
      const id = await createStudentPlan(page.request, baseURL ?? '', 'R.B.');
      await saveBuilderWork(page.request, baseURL ?? '', { keys: ['A2', 'A28'] });
      await page.goto(`/students/${id}/${view}`);
      await expect(page.getByRole('main').getByText(shown).first()).toBeVisible();
      await expectScreenPasses(page, heading);
    });
  }

  test('the family summary in both languages at 320 px, then with an address refused', async ({
    page,
    baseURL,
  }) => {
    const id = await createStudentPlan(page.request, baseURL ?? '', 'M.G.');
    await saveBuilderWork(page.request, baseURL ?? '', { keys: ['A2', 'A28'] });
    await page.setViewportSize(PHONE);
    await page.goto(`/students/${id}/family-summary?language=en-es`);
    await expect(
      page.locator('section[lang="en-US"]').getByRole('heading', { level: 2 }),
    ).toBeVisible();
    await expect(
      page.locator('section[lang="es-US"]').getByRole('heading', { level: 2 }),
    ).toBeVisible();
    await expectScreenPasses(page, 'Family summary');
    await expectNoSidewaysScroll(page);

    await page.getByRole('textbox', { name: 'Family’s e-mail address' }).fill('not-an-address');
    await page.getByRole('button', { name: 'Send the summary' }).click();
    await expect(
      page.getByRole('main').getByText('Enter an e-mail address like name@example.org'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the warning before an idle hour ends the session', async ({ page }) => {
    // The browser's clock runs ahead; the server's session stays valid, so only the
    // warning's own timer moves.
    await page.clock.install();
    await openDashboardSettled(page);
    await page.clock.fastForward('57:30');
    await expect(page.getByRole('dialog', { name: 'Your session is about to end' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the warning before the 12-hour limit ends the session', async ({ page }) => {
    // The real path: the session's end from the server's own /me answer, and the idle hour
    // kept fresh by a real request. Rewriting /me's expiresAt would skip the server's value
    // and the clock correction; a browser clock merely set ahead changes nothing, as the app
    // counts from the server's clock (session.now). So the browser lives through the 12 hours:
    // its clock, paused so the watch's 5-second timer cannot end the session first, jumps to
    // 90 s before the limit, a page's request marks the user active, and then it runs again.
    await page.clock.install();
    const me = answered(page, '/me');
    await openDashboardSettled(page);
    const { session } = (await (await me).json()) as { session: { expiresAt: string } };
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    await page.clock.setSystemTime(Date.parse(session.expiresAt) - 90_000);
    const plans = answered(page, '/plans');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Students' })
      .click();
    await plans;
    await page.clock.resume();

    const dialog = page.getByRole('dialog', { name: 'Your session ends in two minutes' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('a session lasts at most 12 hours');
    await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'My Students' })).toBeVisible();
  });

  test('the consoles refuse a member plainly', async ({ page }) => {
    for (const path of ['/district', '/operator']) {
      await page.goto(path);
      await expectScreenPasses(page, 'Not Available');
    }
  });
});

test.describe('district administrator', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signInContext(page.context(), baseURL ?? '', DISTRICT_ADMIN);
  });

  test('staff: a search that matches no one, then the deactivate dialog', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    // The district's code as it is now (district-admin.spec.ts rotates it).
    const overview = await page.request.get('/api/v1/district', { headers: pageHeaders(origin) });
    const code = ((await overview.json()) as { code: { value: string } }).code.value;
    const colleague = await registerAccount(
      request,
      origin,
      { lastName: `Axe${Date.now().toString(36)}` },
      code,
    );

    await page.goto('/district');
    await page.getByLabel('Search staff').fill('nobody-by-this-name');
    await expect(
      page.getByRole('main').getByText('No staff match “nobody-by-this-name”.'),
    ).toBeVisible();
    await expectScreenPasses(page, 'Staff');
    await page.getByLabel('Search staff').fill(colleague.lastName);
    const row = page.getByRole('row').filter({ hasText: colleague.email });
    await row.getByRole('button', { name: /^Deactivate/ }).click();
    await expect(page.getByRole('dialog')).toContainText(colleague.firstName);
    await expectNoAxeViolations(page);
  });

  test('the access code with the rotate dialog open', async ({ page }) => {
    await page.goto('/district/access');
    await page.getByRole('button', { name: 'Rotate code' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('operator', () => {
  for (const opener of ['New district', 'Make administrator…']) {
    test(`districts with the ${opener} dialog open`, async ({ page, baseURL }) => {
      await signInContext(page.context(), baseURL ?? '', OPERATOR);
      await page.goto('/operator');
      await expect(page.getByRole('heading', { level: 1, name: 'Districts' })).toBeVisible();
      await page.getByRole('button', { name: opener }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('a member whose district licence has ended', () => {
  test('the licence notice in place of a licensed page', async ({ page, browser, baseURL }) => {
    const base = baseURL ?? '';
    const operator = await browser.newContext({ baseURL: base });
    await signInContext(operator, base, OPERATOR);
    const day = (offsetDays: number) =>
      new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    const licence = (endsOn: string) => ({
      name: `Lapsed ${randomBytes(3).toString('hex')} Schools`,
      code: '',
      licenceStartsOn: day(-400),
      licenceEndsOn: endsOn,
      active: true,
    });
    const body = licence(day(30));
    const created = await operator.request.post('/api/v1/operator/districts', {
      headers: pageHeaders(base),
      data: body,
    });
    expect(created.status(), await created.text()).toBe(201);
    const district = (await created.json()) as { id: string; code: string };
    const member = await registerAccount(page.request, base, {}, district.code);
    await signInContext(page.context(), base, member);
    const ended = await operator.request.put(`/api/v1/operator/districts/${district.id}`, {
      headers: pageHeaders(base),
      data: { ...body, licenceEndsOn: day(-1) },
    });
    expect(ended.status(), await ended.text()).toBe(200);
    await operator.close();

    await page.goto('/builder/strengths');
    await expect(
      page.getByRole('heading', { name: "Your district's licence has ended" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('an individual whose subscription has ended', () => {
  test('the renewal notice in place of a licensed page', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    // An individual made as a buyer is: the test checkout, then Complete Registration.
    const individual = {
      email: `ivy-${randomBytes(4).toString('hex')}@example.org`,
      password: 'lantern-orchard-ridge',
      firstName: 'Ivy',
      lastName: 'Nguyen',
    };
    const started = await request.post('/api/v1/checkout/start', {
      headers: pageHeaders(base),
      data: {},
    });
    expect(started.status(), await started.text()).toBe(200);
    const checkout = ((await started.json()) as { url: string }).url.split('/').at(-1) ?? '';
    const paid = await request.post(`/api/v1/checkout/test/${checkout}/pay`, {
      headers: pageHeaders(base),
      data: {
        firstName: individual.firstName,
        lastName: individual.lastName,
        email: individual.email,
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const mail = await latestMail(individual.email, 'Choose your Trellis password');
    const key = /\/register\/complete\?key=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    const completed = await request.post('/api/v1/registration/complete', {
      headers: pageHeaders(base),
      data: { key, password: individual.password, confirm: individual.password },
    });
    expect(completed.status(), await completed.text()).toBe(200);
    const { user } = (await completed.json()) as { user: { id: string; accountType: string } };
    expect(user.accountType).toBe('individual');

    // The operator makes yesterday the last day (a past day is allowed: a correction), which
    // also ends the individual's sessions; they then sign in again.
    const operator = await browser.newContext({ baseURL: base });
    await signInContext(operator, base, OPERATOR);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const ended = await operator.request.put(`/api/v1/operator/subscriptions/${user.id}`, {
      headers: pageHeaders(base),
      data: { endsOn: yesterday },
    });
    expect(ended.status(), await ended.text()).toBe(200);
    expect(((await ended.json()) as { status: string }).status).toBe('ended');
    await operator.close();

    await signInContext(page.context(), base, individual);
    await page.goto('/builder/strengths');
    await expect(page.getByRole('heading', { name: 'Your subscription has ended' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('implementer access link', () => {
  test('the delivery log page at 320 px', async ({ page, browser, baseURL }) => {
    const base = baseURL ?? '';
    const account = await registerAccount(page.request, base);
    await signInContext(page.context(), base, account);
    await createStudentPlan(page.request, base, 'T.W.');
    await saveBuilderWork(page.request, base, { keys: ['A2'], needs: [DECODING_NEED] });
    await page.goto('/plan');
    const person = {
      name: 'Lee Park',
      email: `lee.${randomBytes(4).toString('hex')}@example.org`,
      classOrPeriod: 'Period 1',
      items: [/^A2 /],
    };
    await addImplementer(page, person);
    await page.getByRole('button', { name: `Send card to ${person.name}` }).click();
    const mail = await latestMail(
      person.email,
      'Accommodations for T.W. — please read and confirm',
    );

    // The teacher opens the log on a phone, signed out.
    const visitor = await browser.newContext({ viewport: PHONE });
    const phone = await visitor.newPage();
    await phone.goto(cardLink(mail.text ?? '').replace('/card/', '/log/'));
    await expectScreenPasses(phone, 'Delivery log for T.W.');
    await expectNoSidewaysScroll(phone);
    await visitor.close();
  });
});
