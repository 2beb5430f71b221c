import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, weekStartOf } from '@trellis/shared/delivery-log';
import { expectNoAxeViolations } from '../support/accessibility';
import { pageHeaders, registerAccount, signInContext } from '../support/accounts';
import { collectConsoleErrors } from '../support/console';
import { addImplementer, cardLink, tokenOf } from '../support/implementers';
import { latestMail } from '../support/outbox';
import { pdfText } from '../support/pdf';
import { createStudentPlan, saveBuilderWork } from '../support/plans';
import { announcer } from '../support/announcer';

// Issue 18: implementers log a week through the link of their card, without an account;
// the case manager sees who provided what, the charts and their tables, and takes the
// review's suggestion into the team's decisions.

const STUDENT = 'Ana P.';
const SUBJECT = `Accommodations for ${STUDENT} — please read and confirm`;

/** Logs earlier weeks through the link's API, as the log form would save them. */
async function logEarlierWeeks(
  request: APIRequestContext,
  base: string,
  token: string,
  weeks: number,
) {
  const log = await request.get(`/api/v1/cards/${token}/log`);
  expect(log.status()).toBe(200);
  const { today } = await log.json();
  for (let back = 1; back <= weeks; back += 1) {
    const saved = await request.put(`/api/v1/cards/${token}/log`, {
      headers: pageHeaders(base),
      data: {
        period: 'week',
        startsOn: addDays(weekStartOf(today), -7 * back),
        entries: [
          { itemKey: 'A2', provided: 'full', used: 'no', rating: 2 },
          { itemKey: 'A28', provided: 'full', used: 'yes', rating: 5 },
        ],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

test('implementers log a week through their card; the case manager sees the charts and decides at the review', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const errors = collectConsoleErrors(page);
  const account = await registerAccount(page.request, base, {
    firstName: 'Ines',
    lastName: 'Moreau',
  });
  await signInContext(page.context(), base, account);
  await createStudentPlan(page.request, base, STUDENT);
  const titles = await saveBuilderWork(page.request, base, { keys: ['A2', 'A28'] });

  // 1. Two implementers, each sent their card.
  await page.goto('/plan');
  const section = page.getByRole('region', { name: 'Who provides each accommodation' });
  const stamp = Date.now().toString(36);
  const lee = {
    name: 'Lee Park',
    email: `lee.${stamp}@example.org`,
    classOrPeriod: 'Period 3 English',
    items: [/^A2 /, /^A28 /],
  };
  const sam = {
    name: 'Sam Ortiz',
    email: `sam.${stamp}@example.org`,
    classOrPeriod: 'Period 5 science',
    items: [/^A28 /],
  };
  await addImplementer(page, lee);
  await addImplementer(page, sam);
  for (const person of [lee, sam]) {
    await section.getByRole('button', { name: `Send card to ${person.name}` }).click();
  }
  await expect(section.getByText(/^Card sent .* — not yet confirmed$/)).toHaveCount(2);
  const link = cardLink((await latestMail(lee.email, SUBJECT)).text ?? '');
  await latestMail(sam.email, SUBJECT);

  // 2. Lee, in a browser that never signed in, confirms the card and logs this week.
  const visitor = await browser.newContext();
  const card = await visitor.newPage();
  const cardErrors = collectConsoleErrors(card);
  await card.setViewportSize({ width: 390, height: 844 });
  await card.goto(link);
  await card.getByRole('button', { name: 'I have read this card' }).click();
  await expect(card.getByText(/^Thank you — you confirmed on /)).toBeFocused();
  const logSection = card.getByRole('region', { name: 'Log this week' });
  await expect(logSection.getByRole('radio', { name: 'One week' })).toBeChecked();
  const answers = [
    { key: 'A2', provided: 'Fully', used: 'No', rating: '2' },
    { key: 'A28', provided: 'Fully', used: 'Yes', rating: '5' },
  ];
  for (const answer of answers) {
    const item = logSection.getByRole('group', { name: new RegExp(`^${answer.key} `) });
    const question = (name: RegExp) => item.getByRole('radiogroup', { name });
    await question(/^Provided\?/)
      .getByRole('radio', { name: answer.provided })
      .check();
    await question(/^Did the student use it\?/)
      .getByRole('radio', { name: answer.used, exact: true })
      .check();
    await question(/^How well did it work\?/)
      .getByRole('radio', { name: new RegExp(`^${answer.rating}\\b`) })
      .check();
  }
  await logSection.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(logSection.getByText(/^Saved for the week of /)).toBeVisible();
  await expectNoAxeViolations(card);

  // The same link opens the log page a weekly reminder brings.
  await card.goto(link.replace('/card/', '/log/'));
  await expect(
    card.getByRole('heading', { level: 1, name: `Delivery log for ${STUDENT}` }),
  ).toBeVisible();
  await expect(card.getByText(titles.A2 ?? 'A2').first()).toBeVisible();
  await expectNoAxeViolations(card);
  await logEarlierWeeks(card.request, base, tokenOf(link), 3);
  expect(cardErrors).toEqual([]);
  await visitor.close();

  // 3. The plan shows who confirmed and logged; the monitoring page the charts.
  await page.reload();
  await expect(section.getByText(/^Confirmed /)).toHaveCount(1);
  await expect(section.getByText(/Last logged /)).toHaveCount(1);
  await page.getByRole('link', { name: 'Monitoring', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Monitoring: ${STUDENT}` }),
  ).toBeVisible();
  const a2 = page.getByRole('article', { name: new RegExp(`^A2 `) });
  await expect(a2.getByRole('img')).toHaveAttribute('aria-label', /./);
  await a2.getByRole('button', { name: /^Show the table/ }).click();
  const table = a2.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('cell', { name: '0 %' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Implementer').selectOption({ label: sam.name });
  await expect(page).toHaveURL(/implementer=/);
  await expect(
    a2.getByText(/^Nothing is logged for this accommodation in this view\. Latest day anyone/),
  ).toBeVisible();

  // 4. The review suggests, the team decides, the PDF takes it to the meeting.
  await page.getByRole('link', { name: 'Review summary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Review: ${STUDENT}` })).toBeVisible();
  await expect(
    page.getByText(
      'provided 100 % of logged occasions, used 0 %, rated 2/5: consider adjusting or removing',
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const decision = page.getByRole('combobox', { name: /^Decision for A2 / });
  await expect(decision).toHaveValue('');
  await decision.selectOption('adjust');
  await page.getByRole('textbox', { name: /^Note for A2 / }).fill('Try it on tests only');
  await page.getByRole('button', { name: 'Save decisions' }).click();
  await expect(page.getByRole('main').getByText('Your decisions are saved.')).toBeVisible();
  await expect(announcer(page)).toHaveText('Your decisions are saved.');
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Decision for A2 / })).toHaveValue('adjust');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const reviewPdf = pdfText(await (await download).path());
  expect(reviewPdf).toContain(STUDENT);
  expect(reviewPdf).toContain('Try it on tests only');
  expect(errors).toEqual([]);
});
