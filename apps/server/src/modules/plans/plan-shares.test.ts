import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict, createSignedInUser, createUser } from '../../../test/factories';
import { plansApi, type PlansApi } from '../../../test/plans-api';
import { useTestApp } from '../../../test/test-app';

const OUTSIDE = {
  code: 'VALIDATION_FAILED',
  message: 'You can share a plan only with colleagues of your district.',
  issues: [
    { path: 'userId', message: 'You can share a plan only with colleagues of your district.' },
  ],
};

describeEachDatabase('student plans: sharing within the district', (createDatabase) => {
  const now = new Date('2026-11-24T09:00:00Z');
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => now } }));
  let rosa: PlansApi;
  let ben: PlansApi;
  let ana: PlansApi;
  let ivy: PlansApi;
  const ids: Record<string, string> = {};
  let cedarId: string;

  beforeAll(async () => {
    const db = ctx.database.db;
    const maple = await createDistrict(db, { name: 'Maple Grove Schools' });
    const cedar = await createDistrict(db, { name: 'Cedar Falls District' });
    cedarId = cedar.id;
    const person = async (first: string, last: string, districtId: string | null) => {
      const { user, cookies } = await createSignedInUser(
        db,
        {
          firstName: first,
          lastName: last,
          email: `${first.toLowerCase()}@example.org`,
          accountType: districtId ? 'district' : 'individual',
          districtId,
        },
        now,
      );
      ids[first] = user.id;
      return plansApi(() => ctx.app, cookies);
    };
    rosa = await person('Rosa', 'Diaz', maple.id);
    ben = await person('Ben', 'Zimmer', maple.id);
    ana = await person('Ana', 'Ruiz', maple.id);
    ivy = await person('Ivy', 'Alone', null);
    ids.Olga = (await createUser(db, { accountType: 'district', districtId: cedar.id })).id;
  });

  const newPlan = async (api = rosa) => (await api.create({ label: 'J.T.' })).json().id as string;
  const summaries = async (id: string, api: PlansApi) =>
    (await api.history(id)).json().events.map((e: { summary: string }) => e.summary);

  it('shares with a colleague as editor, then changes the role, with history', async () => {
    const id = await newPlan();
    const res = await rosa.share(id, { userId: ids.Ana, role: 'editor' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      shared: true,
      shares: [{ userId: ids.Ana, name: 'Ana Ruiz', email: 'ana@example.org', role: 'editor' }],
    });
    expect((await ana.get(id)).json().role).toBe('editor');
    await rosa.share(id, { userId: ids.Ben, role: 'viewer' });
    await rosa.share(id, { userId: ids.Ana, role: 'viewer' });
    await rosa.share(id, { userId: ids.Ana, role: 'viewer' });
    const plan = (await rosa.get(id)).json();
    expect(plan.shares.map((s: { name: string; role: string }) => `${s.name}:${s.role}`)).toEqual([
      'Ana Ruiz:viewer',
      'Ben Zimmer:viewer',
    ]);
    expect(await summaries(id, rosa)).toEqual([
      'Shared with Ana Ruiz as viewer (was editor)',
      'Shared with Ben Zimmer as viewer',
      'Shared with Ana Ruiz as editor',
      'Created the plan',
    ]);
    expect((await ana.get(id)).json().role).toBe('viewer');
  });

  it('shares only with other users of the plan’s district', async () => {
    const id = await newPlan();
    for (const userId of [ids.Olga, ids.Ivy, ids.Rosa, '00000000-0000-4000-8000-000000000000']) {
      const res = await rosa.share(id, { userId, role: 'viewer' });
      expect(res.statusCode, userId).toBe(400);
      expect(res.json()).toEqual(OUTSIDE);
    }
    expect((await rosa.get(id)).json().shares).toEqual([]);
  });

  it('has nobody to share with for an individual account', async () => {
    const id = await newPlan(ivy);
    const res = await ivy.share(id, { userId: ids.Rosa, role: 'viewer' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(OUTSIDE);
  });

  it('stops sharing: the colleague no longer sees the plan, nor has it as current', async () => {
    const id = await newPlan();
    await rosa.share(id, { userId: ids.Ben, role: 'editor' });
    expect((await ben.choose(id)).statusCode).toBe(204);
    const res = await rosa.unshare(id, ids.Ben ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ shared: false, shares: [] });
    expect((await ben.get(id)).statusCode).toBe(404);
    const list = (await ben.list()).json();
    expect(list.plans.map((p: { id: string }) => p.id)).not.toContain(id);
    expect(list.currentPlanId).toBeNull();
    expect((await summaries(id, rosa))[0]).toBe('Stopped sharing with Ben Zimmer');
    // Removing a share that is not there changes nothing.
    expect((await rosa.unshare(id, ids.Ben ?? '')).statusCode).toBe(200);
    expect(await summaries(id, rosa)).toHaveLength(3);
  });

  it('lets a colleague leave a plan shared with them', async () => {
    const id = await newPlan();
    await rosa.share(id, { userId: ids.Ben, role: 'viewer' });
    await rosa.share(id, { userId: ids.Ana, role: 'editor' });
    const res = await ben.unshare(id, ids.Ben ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.json().shares.map((s: { name: string }) => s.name)).toEqual(['Ana Ruiz']);
    expect((await ben.get(id)).statusCode).toBe(404);
    expect((await rosa.get(id)).json().shares).toHaveLength(1);
  });

  it('keeps a plan in its district when a colleague moves to another one', async () => {
    const id = await newPlan();
    await rosa.share(id, { userId: ids.Ana, role: 'editor' });
    const db = ctx.database.db;
    await db
      .update(users)
      .set({ districtId: cedarId })
      .where(eq(users.id, ids.Ana ?? ''));
    try {
      expect((await ana.get(id)).statusCode).toBe(404);
      expect((await ana.list()).json().plans.map((p: { id: string }) => p.id)).not.toContain(id);
      const save = await ana.saveState(id, {
        state: { strengths: [], needs: [], plan: [] },
        version: 1,
      });
      expect(save.statusCode).toBe(404);
    } finally {
      const maple = (await rosa.get(id)).json();
      expect(maple.shares).toHaveLength(1);
      const [rosaRow] = await db
        .select()
        .from(users)
        .where(eq(users.id, ids.Rosa ?? ''));
      await db
        .update(users)
        .set({ districtId: rosaRow?.districtId })
        .where(eq(users.id, ids.Ana ?? ''));
    }
    expect((await ana.get(id)).statusCode).toBe(200);
  });
});
