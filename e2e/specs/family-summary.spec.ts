import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { registerAccount, signInContext } from '../support/accounts';
import { announcer } from '../support/announcer';
import { collectConsoleErrors } from '../support/console';
import { latestMail } from '../support/outbox';
import { pdfText } from '../support/pdf';
import { createStudentPlan, saveBuilderWork } from '../support/plans';

const STUDENT = 'M.G.';

test('a plan’s family summary in Spanish: on the page, as a PDF and by e-mail, accessible in both languages', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const errors = collectConsoleErrors(page);
  const account = await registerAccount(page.request, base, {
    firstName: 'Lucía',
    lastName: 'Fernández',
  });
  await signInContext(page.context(), base, account);
  await createStudentPlan(page.request, base, STUDENT);
  await saveBuilderWork(page.request, base, { keys: ['A2', 'A28'] });

  // 1. From the plan to its family summary, in English by default.
  await page.goto('/plan');
  await page.getByRole('link', { name: 'Family summary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Family summary' })).toBeVisible();
  const english = page.locator('section[lang="en-US"]');
  await expect(english.getByRole('heading', { level: 2 })).toHaveText(`Family summary: ${STUDENT}`);
  await expect(english.getByRole('heading', { name: 'What the school will do' })).toBeVisible();
  await expectNoAxeViolations(page);

  // 2. The summary in Spanish: its words, its language, kept in the address.
  await page.getByRole('radio', { name: 'Español' }).check();
  await expect(page).toHaveURL(/\?language=es$/);
  const spanish = page.locator('section[lang="es-US"]');
  await expect(spanish.getByRole('heading', { level: 2 })).toHaveText(
    `Resumen para la familia: ${STUDENT}`,
  );
  await expect(spanish.getByRole('heading', { name: 'Lo que hará la escuela' })).toBeVisible();
  await expect(
    spanish.getByRole('heading', { name: 'Lo que usted puede hacer en casa' }),
  ).toBeVisible();
  // The library's usual details read in Spanish too (extended time's amount), not in English.
  await expect(spanish.getByText('una vez y media el tiempo normal (1.5 veces)')).toBeVisible();
  await expect(spanish.getByText('time and a half')).toHaveCount(0);

  // 3. The PDF in Spanish: accents intact, its language set.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdfPath = await (await download).path();
  const text = pdfText(pdfPath);
  expect(text).toContain(`Resumen para la familia: ${STUDENT}`);
  expect(text).toContain('Lo que hará la escuela');
  expect(text).toContain('Quién lo da: el maestro o maestra de la clase o quien da el examen');
  expect(text).not.toContain('the classroom teacher');
  expect(readFileSync(pdfPath).toString('latin1')).toMatch(/\/Lang \(es(-US)?\)/);

  // 4. E-mailed to the family in Spanish, the PDF attached.
  const family = `familia.${Date.now().toString(36)}@example.org`;
  await page.getByRole('textbox', { name: 'Family’s e-mail address' }).fill(family);
  await page
    .getByRole('textbox', { name: 'A note to the family (optional)' })
    .fill('¡Hola! Nos vemos el jueves.');
  await page.getByRole('button', { name: 'Send the summary' }).click();
  await expect(announcer(page)).toHaveText(`The summary was sent to ${family}.`);
  const mail = await latestMail(
    family,
    `Resumen para la familia de ${STUDENT}, de ${account.firstName} ${account.lastName}`,
  );
  expect(mail.text).toContain('¡Hola! Nos vemos el jueves.');
  expect(mail.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
  // Nothing in it needs an account: no link into the app's pages.
  expect(mail.text ?? '').not.toContain('/students/');

  // 5. The app in Spanish (the profile's setting, remembered): the page's own words follow.
  await page.goto('/my-profile');
  await page.getByRole('combobox', { name: 'Language of the app' }).selectOption('es');
  await expect(page.getByRole('link', { name: 'Mis estudiantes' })).toBeVisible();
  await page.goBack();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Resumen para la familia' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  await expect(spanish.getByRole('heading', { level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
