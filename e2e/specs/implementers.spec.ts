import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { registerAccount, signInContext } from '../support/accounts';
import { collectConsoleErrors } from '../support/console';
import { addImplementer, cardLink } from '../support/implementers';
import { latestMail } from '../support/outbox';
import { createStudentPlan, saveBuilderWork } from '../support/plans';

// Issue 18 (first part): a case manager names who provides each accommodation, sends each
// their card, and a teacher without an account confirms reading it through the link.

const STUDENT = 'Kai R.';
const SUBJECT = `Accommodations for ${STUDENT} — please read and confirm`;

test('a case manager sends teacher cards and a teacher confirms one without an account', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  const errors = collectConsoleErrors(page);
  const account = await registerAccount(page.request, base, {
    firstName: 'Noor',
    lastName: 'Haddad',
  });
  await signInContext(page.context(), base, account);

  await createStudentPlan(page.request, base, STUDENT);
  const titles = await saveBuilderWork(page.request, base, { keys: ['A2', 'A28'] });

  await page.goto('/plan');
  const section = page.getByRole('region', { name: 'Who provides each accommodation' });
  await expect(section.getByText(/No one is named yet/)).toBeVisible();

  const stamp = Date.now().toString(36);
  const lee = {
    name: 'Lee Park',
    email: `lee.${stamp}@example.org`,
    classOrPeriod: 'Period 3 math',
    items: [/^A28 /],
  };
  const sam = {
    name: 'Sam Ortiz',
    email: `sam.${stamp}@example.org`,
    classOrPeriod: 'Period 5 science',
    items: [/^A2 /],
  };
  await addImplementer(page, lee, { checkAccessibility: true });
  await addImplementer(page, sam);
  await expect(section.getByText('Card not sent')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Send both cards; each arrives with its own link.
  await section.getByRole('button', { name: `Send card to ${lee.name}` }).click();
  await expect(section.getByText(/^Card sent .* — not yet confirmed$/)).toHaveCount(1);
  await section.getByRole('button', { name: `Send card to ${sam.name}` }).click();
  await expect(section.getByText(/^Card sent .* — not yet confirmed$/)).toHaveCount(2);
  const leeMail = await latestMail(lee.email, SUBJECT);
  expect(leeMail.text).toContain('Period 3 math');
  expect(leeMail.text).not.toContain(titles.A2 ?? 'A2');

  // Lee opens the card in a browser that has never signed in, and confirms.
  const visitor = await browser.newContext();
  const card = await visitor.newPage();
  const cardErrors = collectConsoleErrors(card);
  await card.goto(cardLink(leeMail.text ?? ''));
  await expect(
    card.getByRole('heading', { level: 1, name: `Accommodations for ${STUDENT}` }),
  ).toBeVisible();
  await expect(card.getByText(`For ${lee.name}, ${lee.classOrPeriod}`)).toBeVisible();
  await expect(card.getByRole('heading', { level: 2, name: `A28 ${titles.A28}` })).toBeVisible();
  await expect(card.getByText(titles.A2 ?? 'A2')).toHaveCount(0);
  await expectNoAxeViolations(card);
  await card.getByRole('button', { name: 'I have read this card' }).click();
  await expect(card.getByText(/^Thank you — you confirmed on /)).toBeFocused();
  await card.setViewportSize({ width: 320, height: 700 });
  await expectNoAxeViolations(card);
  expect(cardErrors).toEqual([]);
  await visitor.close();

  // The plan shows who confirmed; the other is reminded.
  await page.reload();
  await expect(section.getByText(/^Confirmed /)).toHaveCount(1);
  await section.getByRole('button', { name: 'Remind those who have not confirmed' }).click();
  await expect(section.getByText('Reminders sent to 1 person.')).toBeVisible();
  await latestMail(sam.email, `Reminder: ${SUBJECT}`);

  // Withdrawing Sam's link makes it stop working.
  const samMail = await latestMail(sam.email, `Reminder: ${SUBJECT}`);
  await section.getByRole('button', { name: `Withdraw link of ${sam.name}` }).click();
  await expect(section.getByText('Link withdrawn')).toBeVisible();
  const withdrawn = await browser.newContext();
  const stale = await withdrawn.newPage();
  await stale.goto(cardLink(samMail.text ?? ''));
  await expect(stale.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expectNoAxeViolations(stale);
  await withdrawn.close();
  expect(errors).toEqual([]);
});
