import { expect, test } from '@playwright/test';
import { pageHeaders, registerAccount, signInContext } from '../support/accounts';

// The library the server imported from content/ at start, through its public API.
test('a signed-in teacher gets a ranked, explained list for three needs', async ({
  context,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const signedOut = await context.request.post('/api/v1/content/match', {
    headers: pageHeaders(base),
    data: { needs: [], strengths: [] },
  });
  expect(signedOut.status()).toBe(401);

  const account = await registerAccount(context.request, base);
  await signInContext(context, base, account);

  const categories = await (await context.request.get('/api/v1/content/need-categories')).json();
  const needCount = categories.categories.reduce(
    (sum: number, category: { needs: unknown[] }) => sum + category.needs.length,
    0,
  );
  expect(needCount).toBeGreaterThanOrEqual(40);

  const res = await context.request.post('/api/v1/content/match', {
    headers: pageHeaders(base),
    data: {
      needs: [
        { name: 'Written Expression', priority: 1.5 },
        { name: 'Sustained Attention', priority: 1 },
        { name: 'Anxiety', priority: 0.5 },
      ],
      strengths: [{ name: 'Visual Learner' }],
    },
  });
  expect(res.status()).toBe(200);
  const { results } = await res.json();
  expect(results.length).toBeGreaterThan(20);
  const [best] = results;
  expect(best.score).toBeGreaterThan(results.at(-1).score);
  expect(best.needs.some((need: { name: string }) => need.name === 'Written Expression')).toBe(
    true,
  );

  const detail = await (
    await context.request.get(`/api/v1/content/accommodations/${best.key}`)
  ).json();
  expect(detail.key).toBe(best.key);
  expect(detail.examples.length).toBeGreaterThanOrEqual(2);
});
