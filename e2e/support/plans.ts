import { expect, type APIRequestContext } from '@playwright/test';
import { pageHeaders } from './accounts';

// A student's builder work set up through the API, as the builder itself saves it, so a spec
// starts where the journey it tests begins.

export interface ChosenNeed {
  id: string;
  name: string;
  category: string;
  priority: number;
}

export const DECODING_NEED: ChosenNeed = {
  id: 'decoding',
  name: 'Decoding and Word Recognition',
  category: 'Learning Needs',
  priority: 1.5,
};

/** The library titles of `keys`, read from the content API. */
export async function titlesOf(
  request: APIRequestContext,
  keys: readonly string[],
): Promise<Record<string, string>> {
  const titles: Record<string, string> = {};
  for (const key of keys) {
    const response = await request.get(`/api/v1/content/accommodations/${key}`);
    expect(response.status(), key).toBe(200);
    titles[key] = (await response.json()).title;
  }
  return titles;
}

/**
 * Saves the signed-in user's builder state (of their current student plan) with `keys` in
 * the plan; answers the library titles of the keys.
 */
export async function saveBuilderWork(
  request: APIRequestContext,
  base: string,
  work: {
    keys: readonly string[];
    needs?: readonly ChosenNeed[];
    strengths?: readonly { id: string; name: string }[];
  },
): Promise<Record<string, string>> {
  const titles = await titlesOf(request, work.keys);
  const saved = await request.put('/api/v1/builder-state', {
    headers: pageHeaders(base),
    data: {
      strengths: work.strengths ?? [],
      needs: work.needs ?? [DECODING_NEED],
      plan: work.keys.map((key) => ({ key, title: titles[key] })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return titles;
}

/** Makes a student plan labelled `label` (it becomes the current one); answers its id. */
export async function createStudentPlan(
  request: APIRequestContext,
  base: string,
  label: string,
): Promise<string> {
  const created = await request.post('/api/v1/plans', {
    headers: pageHeaders(base),
    data: { label },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id;
}
