import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ImplementingResponseSchema } from '@trellis/shared/delivery-log';
import { users } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { jsonRequest } from '../../../test/http';
import { entry, MONDAY, TODAY, useLogApi } from '../../../test/log-api';
import { createLogPlan, type Person } from '../../../test/log-team';
import { plansApi } from '../../../test/plans-api';

// `GET /plans/implementing` (decision 018): where a colleague signed in finds the plans they
// log, shared with them or not.

describeEachDatabase('the plans a colleague implements', (createDatabase) => {
  const { ctx, as, saved } = useLogApi(createDatabase);

  /** The plans the person is listed for, of those given (the suite's plans accumulate). */
  const listed = async (who: Person, planIds: string[]) => {
    const res = await as(who).implementing();
    expect(res.statusCode, res.body).toBe(200);
    const { plans } = ImplementingResponseSchema.parse(res.json());
    return plans.filter((plan) => planIds.includes(plan.planId));
  };
  const moveIna = (districtId: string) =>
    ctx.database.db.update(users).set({ districtId }).where(eq(users.id, ctx.team.ids.Ina));

  it('lists the plans naming the colleague, by label, with their items and last logged day', async () => {
    const second = await createLogPlan(ctx.app, ctx.team, 'Z.Z.');
    const first = await createLogPlan(ctx.app, ctx.team, 'A.A.');
    const ids = [first.planId, second.planId];
    const week = { period: 'week', startsOn: MONDAY, entries: [entry('B1')] };
    await saved(await as('Ina').save(second.planId, week));
    expect(await listed('Ina', ids)).toEqual([
      {
        planId: first.planId,
        label: 'A.A.',
        caseManager: 'Rosa Teacher',
        classOrPeriod: 'Art',
        items: [{ key: 'B1', title: 'Visual Schedule' }],
        lastLoggedOn: null,
      },
      // A week logged on its Tuesday counts up to today, not its Sunday.
      expect.objectContaining({ planId: second.planId, label: 'Z.Z.', lastLoggedOn: TODAY }),
    ]);
    // The owner, an editor and a colleague the plan does not name implement nothing here.
    for (const other of ['Rosa', 'Ben', 'Stan', 'Olga'] as const) {
      expect(await listed(other, ids)).toEqual([]);
    }
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans/implementing' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('leaves out a plan after the colleague leaves the district or is removed, or it is archived', async () => {
    const { planId, ina } = await createLogPlan(ctx.app, ctx.team, 'M.M.');
    expect(await listed('Ina', [planId])).toHaveLength(1);

    await moveIna(ctx.team.districts.cedar);
    expect(await listed('Ina', [planId])).toEqual([]);
    await moveIna(ctx.team.districts.maple);

    const rosa = plansApi(() => ctx.app, ctx.team.cookies.Rosa);
    expect((await rosa.update(planId, { archived: true })).statusCode).toBe(200);
    expect(await listed('Ina', [planId])).toEqual([]);
    expect((await rosa.update(planId, { archived: false })).statusCode).toBe(200);
    expect(await listed('Ina', [planId])).toHaveLength(1);

    const url = `/api/v1/plans/${planId}/implementers/${ina}`;
    const removed = await ctx.app.inject(jsonRequest('DELETE', url, {}, ctx.team.cookies.Rosa));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await listed('Ina', [planId])).toEqual([]);
  });

  it('leaves out a plan that no longer holds any of their items', async () => {
    const { planId } = await createLogPlan(ctx.app, ctx.team, 'N.N.');
    const rosa = plansApi(() => ctx.app, ctx.team.cookies.Rosa);
    const plan = (await rosa.get(planId)).json();
    const state = { ...plan.state, plan: [{ key: 'A1', title: 'Extended Time' }] };
    const res = await rosa.saveState(planId, { state, version: plan.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed('Ina', [planId])).toEqual([]);
  });
});
