import { beforeAll, expect, it } from 'vitest';
import type { BuilderState } from '@trellis/shared/builder';
import { describeEachDatabase } from '../../../test/databases';
import { useTestApp } from '../../../test/test-app';
import { signedInCookie } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';

const url = '/api/v1/builder-state';

const state: BuilderState = {
  strengths: [
    { id: 'visual-learner', name: 'Visual Learner' },
    { id: 'cs002', name: 'Loves drawing comics' },
  ],
  needs: [
    {
      id: 'anxiety',
      name: 'Anxiety',
      category: 'Social / Emotional / Behavioral Needs',
      priority: 1.5,
    },
    { id: 'cn000', name: 'Copying from the board', category: null, priority: 1 },
  ],
  plan: [{ key: 'B1', title: 'Visual Schedule' }],
};

describeEachDatabase('builder state API', (createDatabase) => {
  let now = new Date('2026-11-22T10:00:00Z');
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => now } }));
  let cookies: Record<string, string>;
  beforeAll(async () => {
    cookies = await signedInCookie(ctx.database.db, now);
  });

  const get = (cookie = cookies) => ctx.app.inject({ method: 'GET', url, cookies: cookie });
  const put = (body: object, cookie = cookies) =>
    ctx.app.inject(jsonRequest('PUT', url, body, cookie));

  it('answers 401 when signed out, for reading and for saving', async () => {
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject(jsonRequest('PUT', url, state))).statusCode).toBe(401);
  });

  it('has nothing saved for a new user, then returns what was saved, replaced whole', async () => {
    expect((await get()).json()).toEqual({ state: null, updatedAt: null });
    const saved = await put(state);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ updatedAt: '2026-11-22T10:00:00.000Z' });
    expect((await get()).json()).toEqual({ state, updatedAt: '2026-11-22T10:00:00.000Z' });

    now = new Date('2026-11-22T10:05:00Z');
    const emptied = { strengths: [], needs: [], plan: [] };
    await put(emptied);
    expect((await get()).json()).toEqual({ state: emptied, updatedAt: '2026-11-22T10:05:00.000Z' });
  });

  it('keeps each user’s state to themselves', async () => {
    await put(state);
    const other = await signedInCookie(ctx.database.db, now);
    expect((await get(other)).json().state).toBeNull();
  });

  it('refuses a bad state with the field at fault, keeping what was saved', async () => {
    await put(state);
    const cases: [object, string, string][] = [
      [
        { ...state, needs: [{ ...state.needs[0], priority: 3 }] },
        'needs.0.priority',
        'expected 1.5 (High), 1 (Medium), 0.5 (Low)',
      ],
      [
        { ...state, plan: [{ key: 'Z9', title: 'x' }] },
        'plan.0.key',
        'expected an accommodation key such as L12',
      ],
      [
        { ...state, plan: [state.plan[0], state.plan[0]] },
        'plan.1',
        'accommodation "B1" is listed twice',
      ],
      [
        { ...state, strengths: [{ id: 'cs000', name: '   ' }] },
        'strengths.0.name',
        'must not be empty',
      ],
      [{ strengths: [], needs: [] }, 'plan', 'Invalid input: expected array, received undefined'],
    ];
    for (const [body, path, message] of cases) {
      const res = await put(body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().issues, path).toContainEqual({ path, message });
    }
    expect((await get()).json().state).toEqual(state);
  });
});
