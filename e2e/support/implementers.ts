import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';

// Naming who provides a student's accommodations, and the links their e-mails bring.

export interface Implementer {
  name: string;
  email: string;
  classOrPeriod: string;
  /** The accommodations they provide, as their checkbox names start. */
  items: RegExp[];
}

/** Adds someone by name and school e-mail through the plan page's dialog. */
export async function addImplementer(
  page: Page,
  person: Implementer,
  { checkAccessibility = false }: { checkAccessibility?: boolean } = {},
) {
  await page.getByRole('button', { name: 'Add implementer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add implementer' });
  const byEmail = dialog.getByLabel('Someone else, by name and school e-mail');
  // The form loads with the dialog's first opening; its Save button comes with its choices.
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  // District accounts choose between a colleague and someone by e-mail.
  if (await byEmail.isVisible()) await byEmail.check();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(person.name);
  await dialog.getByRole('textbox', { name: 'School e-mail' }).fill(person.email);
  await dialog.getByLabel('Class or period').fill(person.classOrPeriod);
  for (const item of person.items) await dialog.getByRole('checkbox', { name: item }).check();
  if (checkAccessibility) await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The card link an e-mail brings (the path and its token). */
export function cardLink(text: string): string {
  const link = /https?:\/\/\S+\/card\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  if (!link) throw new Error('no card link in the e-mail');
  return link;
}

/** The token of a card link. */
export const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
