import { STUDENT_PLAN_MAX_ITEMS } from '@trellis/shared/plan-limits';
import { beforeAll, expect, it } from 'vitest';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict, createSignedInUser } from '../../../test/factories';
import { plansApi, type PlansApi } from '../../../test/plans-api';
import { useTestApp } from '../../../test/test-app';

const reading = {
  id: 'reading-fluency',
  name: 'Reading Fluency',
  category: 'Learning Needs' as const,
  priority: 1 as const,
};
const first: StudentPlanState = {
  strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
  needs: [reading],
  plan: [{ key: 'C3', title: 'Graph Paper' }],
};
const second: StudentPlanState = {
  strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
  needs: [{ ...reading, priority: 1.5 }],
  plan: [
    { key: 'C3', title: 'Graph Paper' },
    { key: 'L12', title: 'Audiobooks' },
  ],
};

const CONFLICT = {
  code: 'PLAN_CONFLICT',
  message:
    'Someone else saved this plan since you opened it. Reload to see their changes, or keep yours.',
};

describeEachDatabase('student plans: saving the builder state', (createDatabase) => {
  let now = new Date('2026-11-24T09:00:00Z');
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => now } }));
  const later = () => (now = new Date(now.getTime() + 60_000));
  let rosa: PlansApi;
  let ben: PlansApi;
  let benId: string;

  beforeAll(async () => {
    const db = ctx.database.db;
    const maple = await createDistrict(db);
    const member = { accountType: 'district', districtId: maple.id };
    const r = await createSignedInUser(db, { ...member, firstName: 'Rosa', lastName: 'Diaz' }, now);
    const b = await createSignedInUser(
      db,
      { ...member, firstName: 'Ben', lastName: 'Zimmer' },
      now,
    );
    rosa = plansApi(() => ctx.app, r.cookies);
    ben = plansApi(() => ctx.app, b.cookies);
    benId = b.user.id;
  });

  const newPlan = async () => (await rosa.create({ label: 'J.T.' })).json().id as string;

  it('saves the state on the version it was based on, and answers the next version', async () => {
    const id = await newPlan();
    later();
    const saved = await rosa.saveState(id, { state: first, version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ version: 2, updatedAt: now.toISOString() });
    const plan = (await rosa.get(id)).json();
    expect(plan).toMatchObject({ state: first, version: 2, itemCount: 1 });
    expect(plan.lastEditor.name).toBe('Rosa Diaz');
    expect((await rosa.saveState(id, { state: second, version: 2 })).json().version).toBe(3);
  });

  it('refuses a save based on an older version and keeps what is there', async () => {
    const id = await newPlan();
    await rosa.saveState(id, { state: first, version: 1 });
    const stale = await rosa.saveState(id, { state: second, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(CONFLICT);
    const ahead = await rosa.saveState(id, { state: second, version: 7 });
    expect(ahead.statusCode).toBe(409);
    expect((await rosa.get(id)).json()).toMatchObject({ state: first, version: 2 });
  });

  it('lets exactly one of two saves based on one version win when they arrive together', async () => {
    const id = await newPlan();
    await rosa.share(id, { userId: benId, role: 'editor' });
    for (let round = 1; round <= 5; round += 1) {
      const [a, b] = await Promise.all([
        rosa.saveState(id, { state: round % 2 ? first : second, version: round }),
        ben.saveState(id, { state: round % 2 ? second : first, version: round }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? a : b;
      expect(winner.json().version).toBe(round + 1);
    }
    expect((await rosa.get(id)).json().version).toBe(6);
  });

  it('writes one history line per kind of change, by whoever saved, and none for no change', async () => {
    const id = await newPlan();
    await rosa.share(id, { userId: benId, role: 'editor' });
    later();
    await rosa.saveState(id, { state: first, version: 1 });
    later();
    const byBen = await ben.saveState(id, { state: second, version: 2 });
    expect(byBen.statusCode).toBe(200);
    const again = await ben.saveState(id, { state: second, version: 3 });
    expect(again.json().version).toBe(4);
    const events = (await rosa.history(id)).json().events;
    expect(events.map((e: { who: string; kind: string; summary: string }) => e)).toEqual([
      {
        at: now.toISOString(),
        who: 'Ben Zimmer',
        kind: 'items',
        summary: 'Added L12 Audiobooks',
      },
      {
        at: now.toISOString(),
        who: 'Ben Zimmer',
        kind: 'priorities',
        summary: 'Reading Fluency: Medium → High',
      },
      expect.objectContaining({ kind: 'items', summary: 'Added C3 Graph Paper', who: 'Rosa Diaz' }),
      expect.objectContaining({ kind: 'needs', summary: 'Added Reading Fluency' }),
      expect.objectContaining({ kind: 'strengths', summary: 'Added Visual Learner' }),
      expect.objectContaining({ kind: 'shared' }),
      expect.objectContaining({ kind: 'created' }),
    ]);
    expect((await rosa.get(id)).json().lastEditor.name).toBe('Ben Zimmer');
  });

  it('refuses a state the student plan cannot hold, changing nothing', async () => {
    const id = await newPlan();
    const plan = Array.from({ length: STUDENT_PLAN_MAX_ITEMS + 1 }, (_, i) => ({
      key: `L${i + 1}`,
      title: 'Item',
    }));
    const res = await rosa.saveState(id, { state: { ...first, plan }, version: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({
      path: 'state.plan',
      message: `at most ${STUDENT_PLAN_MAX_ITEMS} accommodations in one student's plan`,
    });
    expect((await rosa.get(id)).json().version).toBe(1);
  });
});
