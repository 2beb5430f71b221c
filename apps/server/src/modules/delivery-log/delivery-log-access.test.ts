import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { jsonRequest } from '../../../test/http';
import { day, entry, sorted, TODAY, useLogApi } from '../../../test/log-api';
import { createLink, createLogPlan } from '../../../test/log-team';

// Who may read and add to a plan's delivery log signed in (decision 018).

describeEachDatabase('the delivery log signed in: who logs and reads what', (createDatabase) => {
  const { ctx, now, as, saved, readLog } = useLogApi(createDatabase);

  it('lets the owner and editors log any item, as case manager, and add the student’s view', async () => {
    const { planId } = await createLogPlan(ctx.app, ctx.team);
    const [rosas] = await saved(await as('Rosa').save(planId, day([entry('A1')])));
    expect(rosas).toMatchObject({
      role: 'case-manager',
      loggerName: 'Rosa Teacher',
      implementerId: null,
    });
    const view = { itemKey: 'L1', provided: null, used: 'no', rating: 2 };
    const [student] = await saved(await as('Ben').save(planId, day([view], { as: 'student' })));
    expect(student).toMatchObject({
      role: 'student',
      loggerName: 'Student’s view',
      provided: null,
    });
    // Logging the same day again replaces Rosa's answer; Ben's own is another logger's.
    await saved(await as('Rosa').save(planId, day([entry('A1', 1)])));
    await saved(await as('Ben').save(planId, day([entry('A1', 5)])));
    const log = await readLog('Rosa', planId);
    expect([log.label, log.ownPartOnly, log.archived]).toEqual(['J.T.', false, false]);
    expect(log.canLog).toBe('all');
    expect(log.loggableItems).toEqual(['A1', 'B1', 'L1']);
    expect(log.items.map((item) => item.key)).toEqual(['A1', 'B1', 'L1']);
    expect(log.items[0]?.statement).toContain('J.T.');
    expect(log.implementers.map((person) => [person.name, person.items])).toEqual([
      ['Ina Teacher', ['B1']],
      ['Ms. Rivera', ['A1', 'L1']],
    ]);
    expect(sorted(log.entries.map((row) => [row.itemKey, row.loggerName, row.rating]))).toEqual([
      ['A1', 'Ben Teacher', 5],
      ['A1', 'Rosa Teacher', 1],
      ['L1', 'Student’s view', 2],
    ]);
    expect(log.today).toBe(TODAY);
  });

  /** A plan on which Rosa, its owner, also implements A1. */
  const planRosaImplements = async () => {
    const { planId } = await createLogPlan(ctx.app, ctx.team, 'R.R.');
    const url = `/api/v1/plans/${planId}/implementers`;
    const added = await ctx.app.inject(
      jsonRequest(
        'POST',
        url,
        { colleagueId: ctx.team.ids.Rosa, items: ['A1'] },
        ctx.team.cookies.Rosa,
      ),
    );
    expect(added.statusCode, added.body).toBe(200);
    return planId;
  };
  const rosasRows = async (planId: string) =>
    (await readLog('Rosa', planId)).entries.map((row) => [row.itemKey, row.role, row.rating]);

  it('logs an owner who implements an item as that implementer for it, as case manager for the rest', async () => {
    const planId = await planRosaImplements();
    const [own] = await saved(await as('Rosa').save(planId, day([entry('A1')])));
    expect(own).toMatchObject({ role: 'implementer', implementerId: expect.any(String) });
    const mixed = await saved(await as('Rosa').save(planId, day([entry('A1', 2), entry('B1')])));
    expect(mixed.map((row) => [row.itemKey, row.role])).toEqual([
      ['A1', 'implementer'],
      ['B1', 'case-manager'],
    ]);
    // The mixed save replaced her own A1 answer: one row per item, never counted twice.
    expect(await rosasRows(planId)).toEqual([
      ['A1', 'implementer', 2],
      ['B1', 'case-manager', 4],
    ]);
  });

  it('keeps one row per item when a mixed save is followed by another of the same day', async () => {
    const planId = await planRosaImplements();
    await saved(await as('Rosa').save(planId, day([entry('A1', 1), entry('B1', 1)])));
    await saved(await as('Rosa').save(planId, day([entry('A1', 5)])));
    await saved(await as('Rosa').save(planId, day([entry('B1', 3), entry('L1', 2)])));
    expect(await rosasRows(planId)).toEqual([
      ['A1', 'implementer', 5],
      ['B1', 'case-manager', 3],
      ['L1', 'case-manager', 2],
    ]);
  });

  it('lets a viewer read but not log, and hides the plan from anyone else', async () => {
    const { planId } = await createLogPlan(ctx.app, ctx.team);
    const log = await readLog('Vic', planId);
    expect([log.canLog, log.loggableItems, log.ownPartOnly]).toEqual(['none', [], false]);
    const refused = await as('Vic').save(planId, day([entry('A1')]));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    for (const stranger of ['Stan', 'Olga'] as const) {
      for (const res of [
        await as(stranger).read(planId),
        await as(stranger).save(planId, day([entry('A1')])),
        await as(stranger).csv(planId),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    }
    const signedOut = await ctx.app.inject({ method: 'GET', url: `/api/v1/plans/${planId}/log` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('lets a colleague who implements log and read only their own items and entries', async () => {
    const { planId, rivera } = await createLogPlan(ctx.app, ctx.team);
    await saved(await as('Rosa').save(planId, day([entry('A1'), entry('B1')])));
    const riveraCard = await createLink(ctx.database.db, {
      planId,
      implementerId: rivera,
      purpose: 'card',
      now,
    });
    const byLink = await ctx.app.inject(
      jsonRequest('PUT', `/api/v1/cards/${riveraCard}/log`, day([entry('L1')])),
    );
    expect(byLink.statusCode).toBe(200);

    const [mine] = await saved(await as('Ina').save(planId, day([entry('B1', 3)])));
    expect(mine).toMatchObject({ role: 'implementer', loggerName: 'Ina Teacher' });
    const log = await readLog('Ina', planId);
    // The student as the plan names them, though the plan itself is not shared with her.
    expect([log.label, log.ownPartOnly]).toEqual(['J.T.', true]);
    expect(log.canLog).toBe('own');
    expect(log.loggableItems).toEqual(['B1']);
    expect(log.items.map((item) => item.key)).toEqual(['B1']);
    expect(log.implementers.map((person) => person.name)).toEqual(['Ina Teacher']);
    expect(log.entries.map((row) => [row.itemKey, row.loggerName])).toEqual([
      ['B1', 'Ina Teacher'],
    ]);

    const others = await as('Ina').save(planId, day([entry('B1'), entry('A1')]));
    expect(others.statusCode).toBe(403);
    expect(others.json().issues).toEqual([
      { path: 'entries.1.itemKey', message: 'A1 is not one of the accommodations you provide' },
    ]);
    const view = { itemKey: 'B1', provided: null, used: 'yes', rating: null };
    expect((await as('Ina').save(planId, day([view], { as: 'student' }))).statusCode).toBe(403);

    // A colleague who moves to another district takes nothing along.
    await ctx.database.db
      .update(users)
      .set({ districtId: ctx.team.districts.cedar })
      .where(eq(users.id, ctx.team.ids.Ina));
    expect((await as('Ina').read(planId)).statusCode).toBe(404);
    await ctx.database.db
      .update(users)
      .set({ districtId: ctx.team.districts.maple })
      .where(eq(users.id, ctx.team.ids.Ina));
  });
});
