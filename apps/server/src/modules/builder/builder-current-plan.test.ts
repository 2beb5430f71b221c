import { beforeAll, expect, it } from 'vitest';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict, createSignedInUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { plansApi, type PlansApi } from '../../../test/plans-api';
import { useTestApp } from '../../../test/test-app';
import { UNVERSIONED_SAVE_REFUSED } from './builder.service';

// `/builder-state` (the spec's single saved state) now reads and writes the user's current
// student plan.

const url = '/api/v1/builder-state';
const state: StudentPlanState = {
  strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
  needs: [],
  plan: [{ key: 'B1', title: 'Visual Schedule' }],
};
const other: StudentPlanState = { ...state, plan: [{ key: 'L1', title: 'Audiobooks' }] };

describeEachDatabase('builder state on the current student plan', (createDatabase) => {
  let now = new Date('2026-11-24T09:00:00Z');
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => now } }));
  let cookies: Record<string, string>;
  let rosa: PlansApi;
  let ben: PlansApi;
  let benCookies: Record<string, string>;
  let benId: string;

  beforeAll(async () => {
    const db = ctx.database.db;
    const district = await createDistrict(db);
    const member = { accountType: 'district', districtId: district.id };
    const r = await createSignedInUser(db, { ...member, firstName: 'Rosa', lastName: 'Diaz' }, now);
    const b = await createSignedInUser(db, member, now);
    cookies = r.cookies;
    rosa = plansApi(() => ctx.app, r.cookies);
    ben = plansApi(() => ctx.app, b.cookies);
    benCookies = b.cookies;
    benId = b.user.id;
  });

  const get = (cookie = cookies) => ctx.app.inject({ method: 'GET', url, cookies: cookie });
  const put = (body: object, cookie = cookies) =>
    ctx.app.inject(jsonRequest('PUT', url, body, cookie));

  it('makes a first plan, current, on the first save of a user who has none', async () => {
    expect((await put(state)).statusCode).toBe(200);
    const { plans, currentPlanId } = (await rosa.list()).json();
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      id: currentPlanId,
      label: 'My first student',
      planType: 'Other',
      grade: null,
      itemCount: 1,
    });
    const plan = (await rosa.get(currentPlanId)).json();
    expect(plan).toMatchObject({ state, version: 1 });
    const kinds = (await rosa.history(currentPlanId))
      .json()
      .events.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['items', 'strengths', 'created']);
  });

  it('saves into the current plan without a version, bumping it, with history', async () => {
    const { currentPlanId } = (await rosa.list()).json();
    now = new Date(now.getTime() + 60_000);
    expect((await rosa.saveState(currentPlanId, { state, version: 1 })).statusCode).toBe(200);
    const saved = await put(other);
    expect(saved.json()).toEqual({ updatedAt: now.toISOString() });
    expect((await rosa.get(currentPlanId)).json()).toMatchObject({ state: other, version: 3 });
    expect((await rosa.history(currentPlanId)).json().events[0]).toMatchObject({
      kind: 'items',
      summary: 'Added L1 Audiobooks; removed B1 Visual Schedule',
      who: 'Rosa Diaz',
    });
    expect((await get()).json()).toEqual({ state: other, updatedAt: now.toISOString() });
  });

  it('follows the plan chosen as current, and refuses to save blind once there are two', async () => {
    const second = (await rosa.create({ label: 'K.L.' })).json();
    expect((await get()).json().state).toEqual({ strengths: [], needs: [], plan: [] });
    // A tab from before student plans cannot know which student it edits: it must reload.
    const blind = await put(state);
    expect(blind.statusCode).toBe(409);
    expect(blind.json()).toEqual({ code: 'PLAN_CONFLICT', message: UNVERSIONED_SAVE_REFUSED });
    expect((await rosa.get(second.id)).json().state).toEqual({
      strengths: [],
      needs: [],
      plan: [],
    });
    const { plans } = (await rosa.list()).json();
    const first = plans.find((plan: { label: string }) => plan.label === 'My first student');
    await rosa.choose(first.id);
    expect((await get()).json().state).toEqual(other);
  });

  it('never gives a viewer the plan as theirs, nor saves blind into a shared plan', async () => {
    const { currentPlanId } = (await rosa.list()).json();
    await rosa.share(currentPlanId, { userId: benId, role: 'viewer' });
    const asViewer = await ben.choose(currentPlanId);
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().code).toBe('FORBIDDEN');

    await rosa.share(currentPlanId, { userId: benId, role: 'editor' });
    expect((await ben.choose(currentPlanId)).statusCode).toBe(204);
    expect((await get(benCookies)).json().state).toEqual(other);
    // Two people can edit it now: a save that names no version could undo Rosa's work.
    const blind = await put(state, benCookies);
    expect(blind.statusCode).toBe(409);
    expect(blind.json().code).toBe('PLAN_CONFLICT');
    expect((await rosa.get(currentPlanId)).json().state).toEqual(other);

    await rosa.share(currentPlanId, { userId: benId, role: 'viewer' });
    const refused = await put(state, benCookies);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('has no state once the current plan is no longer shared with the user', async () => {
    const { currentPlanId } = (await rosa.list()).json();
    await rosa.unshare(currentPlanId, benId);
    expect((await get(benCookies)).json()).toEqual({ state: null, updatedAt: null });
  });
});
