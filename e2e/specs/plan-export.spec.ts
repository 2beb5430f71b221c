import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { registerAccount, signInContext } from '../support/accounts';
import { collectConsoleErrors } from '../support/console';
import { pdfText } from '../support/pdf';
import { saveBuilderWork } from '../support/plans';
import { latestMail } from '../support/outbox';

const PLAN = ['L1', 'B3', 'A4'];

test('a teacher views, downloads, prints a data form for, and e-mails the plan', async ({
  page,
  baseURL,
}) => {
  // A whole journey with an axe scan at every step: longer than the default budget.
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const errors = collectConsoleErrors(page);
  const colleague = await registerAccount(page.request, base, {
    firstName: 'Cam',
    lastName: 'Aalto',
  });
  const account = await registerAccount(page.request, base);
  await signInContext(page.context(), base, account);

  // The builder's work so far, saved as the builder would save it.
  const titles = await saveBuilderWork(page.request, base, {
    keys: PLAN,
    strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
    needs: [
      { id: 'reading-fluency', name: 'Reading Fluency', category: 'Learning Needs', priority: 1.5 },
      {
        id: 'anxiety',
        name: 'Anxiety',
        category: 'Social / Emotional / Behavioral Needs',
        priority: 1,
      },
    ],
  });

  await page.goto('/builder/export');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Export and Share Trellis Plan' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '3 Accommodations in Your Plan' })).toBeVisible();
  await expectNoAxeViolations(page);

  // 1. The printable plan.
  await page.getByRole('button', { name: 'View Trellis Plan' }).click();
  const printable = page.getByRole('dialog', { name: 'Trellis Accommodation Plan' });
  await expect(printable).toContainText('Student Name:');
  await expect(printable).toContainText('Reading Fluency — High priority');
  for (const key of PLAN) {
    await expect(printable.getByRole('heading', { name: `${key} · ${titles[key]}` })).toBeVisible();
  }
  await expect(printable.getByText('Examples').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await printable.getByRole('button', { name: 'Close' }).last().click();

  // 2. The plan PDF, in an overlay, downloaded with a meaningful name.
  await page.getByRole('button', { name: 'Download Plan PDF' }).click();
  const overlay = page.getByRole('dialog', { name: 'Trellis Plan PDF' });
  await expect(overlay.locator('iframe[title="Trellis Plan PDF"]')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await overlay
    .getByRole('link', { name: /^Download trellis-plan-\d{4}-\d{2}-\d{2}\.pdf$/ })
    .click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^trellis-plan-\d{4}-\d{2}-\d{2}\.pdf$/);
  const planPdf = pdfText(await download.path());
  for (const key of PLAN) expect(planPdf).toContain(`${key} · ${titles[key]}`);
  expect(planPdf).toContain('Reading Fluency — High priority');
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toBeHidden();

  // 3. The Adaptation Data Form.
  await page.getByRole('button', { name: 'View Adaptation Data Form' }).click();
  const form = page.getByRole('dialog', { name: 'Adaptation Data Form' });
  const formDownload = page.waitForEvent('download');
  await form.getByRole('link', { name: /^Download trellis-data-form-/ }).click();
  const formText = pdfText(await (await formDownload).path());
  expect(formText.match(/Needs addressed:/g)).toHaveLength(PLAN.length);
  await form.getByRole('button', { name: 'Close' }).click();

  // 4. E-mail to a colleague of the district and one other address.
  await page.getByRole('button', { name: 'Send in Email' }).click();
  await page.getByLabel('School personnel').selectOption({ label: 'Aalto, Cam' });
  await page.getByLabel('Other e-mail addresses').fill('not an address');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('line 1: "not an address" is not an e-mail address')).toBeVisible();
  await page.getByLabel('Other e-mail addresses').fill('parent@example.com');
  await page.getByLabel('Message').fill('Plan for Thursday. <b>not bold</b>');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Your email has been sent successfully!')).toBeVisible();

  const subject = `Trellis accommodation plan from ${account.firstName} ${account.lastName}`;
  const mail = await latestMail(colleague.email, subject);
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('parent@example.com');
  expect(mail.replyTo?.text).toBe(account.email);
  expect(mail.html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
  expect(mail.attachments[0]?.contentType).toBe('application/pdf');
  await page.getByRole('button', { name: 'Close' }).click();
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  // The refused address above is a 400 the page handles; nothing else may go wrong.
  expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
});
