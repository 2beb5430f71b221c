import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signInContext } from '../support/accounts';
import { saveBuilderWork } from '../support/plans';

// The schema code (zod and the shared schemas, one chunk of its own) loads with the first
// form that checks what is typed, not with the pages a teacher opens first (issue 20): it is
// a third of the builder's step 4 otherwise, on a slow school network.

/** The scripts the page has fetched so far, by file name. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) names.push(url.pathname.split('/').pop() ?? '');
  });
  return names;
}

const isSchemaChunk = (name: string) => name.startsWith('schemas-');

test('sign-in, the dashboard, step 4, My Plan and My Students load no schema code until a form needs it', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const account = await registerAccount(page.request, base);
  await signInContext(page.context(), base, account);
  await saveBuilderWork(page.request, base, { keys: ['L1', 'B1'] });

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Start the Builder' })).toBeVisible();
  await page.goto('/builder/select');
  await expect(
    page.getByRole('heading', { name: 'Review and Select Recommended Accommodations' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/plan');
  await expect(page.getByRole('button', { name: 'Edit details of L1' })).toBeVisible();
  await page.goto('/students');
  await expect(page.getByRole('button', { name: 'New student' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter(isSchemaChunk)).toEqual([]);

  // The new-student form checks what is typed: the schemas come with it.
  await page.getByRole('button', { name: 'New student' }).click();
  await expect(page.getByRole('dialog', { name: 'New student' })).toBeVisible();
  expect(scripts.some(isSchemaChunk)).toBe(true);
});

test('opening step 4 asks for the plan list twice, side by side, and nothing else about plans', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const account = await registerAccount(page.request, base);
  await signInContext(page.context(), base, account);
  await saveBuilderWork(page.request, base, { keys: [] });
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/plans')) asked.push(`${request.method()} ${pathname}`);
  });

  await page.goto('/builder/select');
  await expect(
    page.getByRole('heading', { name: 'Review and Select Recommended Accommodations' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The student switcher's list and the sync's (with the current plan whole), side by side;
  // the list already names the plan the sync then holds, so it is not asked a third time,
  // and the plan is not asked on its own.
  expect(asked).toEqual(['GET /api/v1/plans', 'GET /api/v1/plans']);
});

test('My Plan asks the library for all its items in one request', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const account = await registerAccount(page.request, base);
  await signInContext(page.context(), base, account);
  const keys = ['L1', 'L2', 'B1', 'C1', 'A1'];
  const titles = await saveBuilderWork(page.request, base, { keys });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/content/accommodations')) {
      asked.push(`${url.pathname}${url.search}`);
    }
  });

  await page.goto('/plan');
  for (const key of keys) {
    await expect(page.getByText(titles[key] ?? key, { exact: true }).first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([`/api/v1/content/accommodations?keys=${keys.join(',')}`]);
});
