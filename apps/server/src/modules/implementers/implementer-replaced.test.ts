import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LinkLogResponseSchema } from '@trellis/shared/delivery-log';
import { ImplementerListResponseSchema } from '@trellis/shared/implementers';
import { deliveryLogEntries } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { jsonRequest } from '../../../test/http';
import { day, entry, MONDAY, sorted, TODAY, useLogApi } from '../../../test/log-api';
import { createLink, createLogPlan, RIVERA } from '../../../test/log-team';

// An implementer's row given to another person (decision 018): what the earlier person logged
// stays the plan's record under their name, and passes to nobody.

describeEachDatabase('an implementer replaced by another person', (createDatabase) => {
  const { ctx, now, as, saved, readLog, saveByLink } = useLogApi(createDatabase);

  const change = async (planId: string, implementerId: string, body: object) => {
    const url = `/api/v1/plans/${planId}/implementers/${implementerId}`;
    const res = await ctx.app.inject(jsonRequest('PATCH', url, body, ctx.team.cookies.Rosa));
    expect(res.statusCode, res.body).toBe(200);
    return ImplementerListResponseSchema.parse(res.json()).implementers;
  };
  const linkLog = async (token: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/cards/${token}/log` });
    expect(res.statusCode, res.body).toBe(200);
    return LinkLogResponseSchema.parse(res.json());
  };
  const cardLink = (planId: string, implementerId: string) =>
    createLink(ctx.database.db, { planId, implementerId, purpose: 'card', now });
  const week = (entries: object[]) => ({ period: 'week', startsOn: MONDAY, entries });

  it('keeps what the earlier person logged from the one who takes the row', async () => {
    const { planId, rivera } = await createLogPlan(ctx.app, ctx.team, 'R.P.');
    const hers = await cardLink(planId, rivera);
    expect((await saveByLink(hers, week([entry('A1', 2)]))).statusCode).toBe(200);
    expect((await saveByLink(hers, day([entry('L1', 3)]))).statusCode).toBe(200);
    const pause = jsonRequest('PUT', `/api/v1/cards/${hers}/reminders`, { paused: true });
    expect((await ctx.app.inject(pause)).statusCode).toBe(200);

    const newcomer = { name: 'Mr. New', email: 'new@school.example.org', classOrPeriod: 'P3' };
    const list = await change(planId, rivera, { ...newcomer, items: ['A1', 'L1'] });
    // Their row starts afresh: not logged, reminder on.
    expect(list.find((person) => person.id === rivera)).toMatchObject({
      name: 'Mr. New',
      lastLoggedOn: null,
      remindersPaused: false,
    });

    const his = await cardLink(planId, rivera);
    const opened = await linkLog(his);
    expect([opened.implementer.name, opened.entries, opened.remindersPaused]).toEqual([
      'Mr. New',
      [],
      false,
    ]);
    // His answer for the same item and week is his own; hers stays as she gave it.
    expect((await saveByLink(his, week([entry('A1', 5)]))).statusCode).toBe(200);
    expect((await linkLog(his)).entries.map((row) => [row.itemKey, row.rating])).toEqual([
      ['A1', 5],
    ]);
    const log = await readLog('Rosa', planId);
    expect(
      sorted(
        log.entries.map((row) => [row.itemKey, row.loggerName, row.rating, row.implementerId]),
      ),
    ).toEqual([
      ['A1', 'Mr. New', 5, rivera],
      ['A1', RIVERA.name, 2, null],
      ['L1', RIVERA.name, 3, null],
    ]);
    const rows = await ctx.database.db
      .select({ key: deliveryLogEntries.loggerKey, name: deliveryLogEntries.loggerName })
      .from(deliveryLogEntries)
      .where(eq(deliveryLogEntries.planId, planId));
    for (const row of rows.filter((candidate) => candidate.name === RIVERA.name)) {
      expect(row.key).toMatch(new RegExp(`^former:${rivera}:\\d{8}T\\d{6}\\.\\d{3}Z$`));
    }
    const after = ImplementerListResponseSchema.parse(
      (await as('Rosa').implementers(planId)).json(),
    ).implementers.find((person) => person.id === rivera);
    expect(after?.lastLoggedOn).toBe(TODAY);
  });

  it('shows a colleague who takes the row signed in none of the earlier colleague’s entries', async () => {
    const { planId, ina } = await createLogPlan(ctx.app, ctx.team, 'C.P.');
    await saved(await as('Ina').save(planId, day([entry('B1', 2)])));
    await change(planId, ina, {
      colleagueId: ctx.team.ids.Stan,
      classOrPeriod: 'Art',
      items: ['B1'],
    });

    const stans = await readLog('Stan', planId);
    expect([stans.canLog, stans.entries]).toEqual(['own', []]);
    const [his] = await saved(await as('Stan').save(planId, day([entry('B1', 5)])));
    expect(his).toMatchObject({ role: 'implementer', implementerId: ina, mine: true });
    expect((await as('Ina').read(planId)).statusCode).toBe(404);
    const log = await readLog('Rosa', planId);
    expect(sorted(log.entries.map((row) => [row.itemKey, row.loggerName, row.rating]))).toEqual([
      ['B1', 'Ina Teacher', 2],
      ['B1', 'Stan Teacher', 5],
    ]);
  });

  it('leaves the entries and the pause of the same person whose class or items change', async () => {
    const { planId, rivera } = await createLogPlan(ctx.app, ctx.team, 'S.P.');
    const hers = await cardLink(planId, rivera);
    expect((await saveByLink(hers, day([entry('A1')]))).statusCode).toBe(200);
    const pause = jsonRequest('PUT', `/api/v1/cards/${hers}/reminders`, { paused: true });
    expect((await ctx.app.inject(pause)).statusCode).toBe(200);
    await change(planId, rivera, { ...RIVERA, classOrPeriod: 'Period 4', items: ['A1'] });
    const opened = await linkLog(hers);
    expect(opened.entries.map((row) => [row.itemKey, row.mine])).toEqual([['A1', true]]);
    expect(opened.remindersPaused).toBe(true);
  });
});
