import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { currentPlans, planEvents, planShares, studentPlans } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict, createSignedInUser } from '../../../test/factories';
import { plansApi, type PlansApi } from '../../../test/plans-api';
import { useTestApp } from '../../../test/test-app';

const state: StudentPlanState = {
  strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
  needs: [{ id: 'cn000', name: 'Copying from the board', category: null, priority: 1 }],
  plan: [
    { key: 'B1', title: 'Visual Schedule' },
    { key: 'L1', title: 'Audiobooks' },
  ],
};

describeEachDatabase('student plans: list, create, details, delete', (createDatabase) => {
  let now = new Date('2026-11-24T09:00:00Z');
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => now } }));
  const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));
  let rosa: PlansApi;
  let ben: PlansApi;
  let rosaId: string;
  let benId: string;

  beforeAll(async () => {
    const db = ctx.database.db;
    const maple = await createDistrict(db, { name: 'Maple Grove Schools' });
    const member = { accountType: 'district', districtId: maple.id };
    const r = await createSignedInUser(db, { ...member, firstName: 'Rosa', lastName: 'Diaz' }, now);
    const b = await createSignedInUser(
      db,
      { ...member, firstName: 'Ben', lastName: 'Zimmer' },
      now,
    );
    rosa = plansApi(() => ctx.app, r.cookies);
    ben = plansApi(() => ctx.app, b.cookies);
    rosaId = r.user.id;
    benId = b.user.id;
  });

  it('creates an empty IEP plan with only a label, makes it current, and records it', async () => {
    const res = await rosa.create({ label: '  J.T.  ' });
    expect(res.statusCode).toBe(201);
    const plan = res.json();
    expect(plan).toEqual({
      id: expect.any(String),
      label: 'J.T.',
      grade: null,
      planType: 'IEP',
      meetingDate: null,
      reviewDate: null,
      note: '',
      itemCount: 0,
      archived: false,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      role: 'owner',
      owner: { id: rosaId, name: 'Rosa Diaz' },
      lastEditor: null,
      shared: false,
      state: { strengths: [], needs: [], plan: [] },
      version: 1,
      shares: [],
    });
    const list = (await rosa.list()).json();
    expect(list.currentPlanId).toBe(plan.id);
    expect(list.limit).toBe(1000);
    expect((await rosa.history(plan.id)).json().events).toEqual([
      { at: now.toISOString(), who: 'Rosa Diaz', kind: 'created', summary: 'Created the plan' },
    ]);
  });

  it('keeps the details given and refuses bad ones at their field', async () => {
    const details = {
      label: 'M.K.',
      grade: '18-21',
      planType: '504',
      meetingDate: '2027-01-12',
      reviewDate: '2027-06-01',
      note: 'Prefers mornings',
    };
    expect((await rosa.create(details)).json()).toMatchObject(details);
    const bad = await rosa.create({ label: ' ', grade: '13', reviewDate: '2027-02-30' });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['label', 'grade', 'reviewDate']));
  });

  it('starts a plan from another: grade, type and state, not dates, note, shares or history', async () => {
    const source = (
      await rosa.create({
        label: 'A.B.',
        grade: '4',
        planType: '504',
        reviewDate: '2027-05-05',
        note: 'x',
      })
    ).json();
    expect((await rosa.saveState(source.id, { state, version: 1 })).statusCode).toBe(200);
    expect((await rosa.share(source.id, { userId: benId, role: 'viewer' })).statusCode).toBe(200);
    later(1);
    const copy = await rosa.create({ label: 'A.B. (twin)', copyFrom: source.id });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      label: 'A.B. (twin)',
      grade: '4',
      planType: '504',
      reviewDate: null,
      note: '',
      state,
      itemCount: 2,
      version: 1,
      shares: [],
      shared: false,
    });
    expect((await rosa.history(copy.json().id)).json().events).toEqual([
      { at: now.toISOString(), who: 'Rosa Diaz', kind: 'duplicated', summary: 'Started from A.B.' },
    ]);
    expect((await rosa.list()).json().currentPlanId).toBe(copy.json().id);

    // A colleague may start from a plan shared with them; given details win over the copy's.
    const own = await ben.create({ label: 'Mine', copyFrom: source.id, grade: null });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ grade: null, planType: '504', state, role: 'owner' });
  });

  it('lists own and shared plans, archived too, by review date then label', async () => {
    const api = plansApi(
      () => ctx.app,
      (await createSignedInUser(ctx.database.db, {}, now)).cookies,
    );
    const ids: Record<string, string> = {};
    for (const [label, reviewDate] of [
      ['zed', null],
      ['Bee', '2027-04-01'],
      ['ant', '2027-04-01'],
      ['Cat', '2027-02-01'],
      ['Abe', null],
    ] as const) {
      ids[label] = (await api.create({ label, reviewDate })).json().id;
    }
    await api.saveState(ids.Cat ?? '', { state, version: 1 });
    await api.update(ids.zed ?? '', { archived: true });
    const { plans, currentPlanId } = (await api.list()).json();
    expect(plans.map((plan: { label: string }) => plan.label)).toEqual([
      'Cat',
      'ant',
      'Bee',
      'Abe',
      'zed',
    ]);
    expect(currentPlanId).toBe(ids.Abe);
    const cat = plans[0];
    expect(cat).toMatchObject({ itemCount: 2, role: 'owner', archived: false, shared: false });
    expect(cat.lastEditor).toEqual({ id: expect.any(String), name: expect.any(String) });
    expect(cat).not.toHaveProperty('state');
    expect(plans[4]).toMatchObject({
      label: 'zed',
      archived: true,
      lastEditor: expect.any(Object),
    });
    expect(plans[3].lastEditor).toBeNull();
  });

  it('shows plans shared with the user with their role, owner and sharing', async () => {
    const plan = (await rosa.create({ label: 'Shared one' })).json();
    await rosa.share(plan.id, { userId: benId, role: 'editor' });
    const seen = (await ben.list()).json().plans.find((p: { id: string }) => p.id === plan.id);
    expect(seen).toMatchObject({
      role: 'editor',
      owner: { id: rosaId, name: 'Rosa Diaz' },
      shared: true,
    });
    const mine = (await rosa.list()).json().plans.find((p: { id: string }) => p.id === plan.id);
    expect(mine).toMatchObject({ role: 'owner', shared: true });
  });

  it('changes details with one history line naming each change, without a new version', async () => {
    const plan = (await rosa.create({ label: 'J.T.', reviewDate: '2027-03-01' })).json();
    later(5);
    const res = await rosa.update(plan.id, {
      label: 'J.T.R.',
      reviewDate: '2027-04-02',
      planType: 'IEP',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      label: 'J.T.R.',
      reviewDate: '2027-04-02',
      version: 1,
      updatedAt: now.toISOString(),
      lastEditor: { id: rosaId, name: 'Rosa Diaz' },
    });
    later(1);
    expect((await rosa.update(plan.id, { label: 'J.T.R.' })).json().updatedAt).not.toBe(
      now.toISOString(),
    );
    await rosa.update(plan.id, { archived: true });
    await rosa.update(plan.id, { archived: true });
    later(1);
    expect((await rosa.update(plan.id, { archived: false })).json().archived).toBe(false);
    const events = (await rosa.history(plan.id)).json().events;
    expect(events.map((e: { kind: string; summary: string }) => [e.kind, e.summary])).toEqual([
      ['restored', 'Restored the plan from the archive'],
      ['archived', 'Archived the plan'],
      ['details', 'Renamed J.T. → J.T.R.; Review date 2027-03-01 → 2027-04-02'],
      ['created', 'Created the plan'],
    ]);
  });

  it('chooses the current plan among the plans the user may edit', async () => {
    const first = (await rosa.create({ label: 'One' })).json();
    await rosa.create({ label: 'Two' });
    expect((await rosa.choose(first.id)).statusCode).toBe(204);
    expect((await rosa.list()).json().currentPlanId).toBe(first.id);
    const shared = (await ben.create({ label: 'Ben’s' })).json();
    await ben.share(shared.id, { userId: rosaId, role: 'viewer' });
    // A plan shared to view opens read-only: it never becomes the builder's.
    expect((await rosa.choose(shared.id)).statusCode).toBe(403);
    expect((await rosa.list()).json().currentPlanId).toBe(first.id);
    await ben.share(shared.id, { userId: rosaId, role: 'editor' });
    expect((await rosa.choose(shared.id)).statusCode).toBe(204);
    expect((await rosa.list()).json().currentPlanId).toBe(shared.id);
  });

  it('answers the current plan whole with the list when asked, as GET /plans/:id does', async () => {
    const plan = (await rosa.create({ label: 'With the list' })).json();
    await rosa.saveState(plan.id, { state, version: plan.version });
    const res = await rosa.listWith('current');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currentPlanId).toBe(plan.id);
    expect(body.current).toEqual((await rosa.get(plan.id)).json());
    expect(body.current).toMatchObject({ state, version: 2 });
    expect(body.plans).toEqual((await rosa.list()).json().plans);
    // Without the parameter the list stays as it was.
    expect((await rosa.list()).json()).not.toHaveProperty('current');
  });

  it('answers a null current plan to someone without one, and refuses other includes', async () => {
    const db = ctx.database.db;
    const maple = await createDistrict(db, { name: 'Empty Grove Schools' });
    const newcomer = await createSignedInUser(
      db,
      { accountType: 'district', districtId: maple.id, firstName: 'Nia', lastName: 'Okoro' },
      now,
    );
    const nia = plansApi(() => ctx.app, newcomer.cookies);
    expect((await nia.listWith('current')).json()).toMatchObject({
      plans: [],
      currentPlanId: null,
      current: null,
    });
    const wrong = await nia.listWith('everything');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'include', message: 'expected "current"' }],
    });
  });

  it('deletes a plan with its shares, history and current-plan marks', async () => {
    const plan = (await rosa.create({ label: 'Gone soon' })).json();
    await rosa.share(plan.id, { userId: benId, role: 'editor' });
    expect((await ben.choose(plan.id)).statusCode).toBe(204);
    const res = await rosa.remove(plan.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await rosa.get(plan.id)).statusCode).toBe(404);
    expect((await ben.list()).json().currentPlanId).toBeNull();
    const db = ctx.database.db;
    for (const table of [planShares, planEvents, currentPlans]) {
      expect(await db.select().from(table).where(eq(table.planId, plan.id))).toEqual([]);
    }
    expect(await db.select().from(studentPlans).where(eq(studentPlans.id, plan.id))).toEqual([]);
    expect((await rosa.remove(plan.id)).statusCode).toBe(404);
  });
});
