import { expect, it } from 'vitest';
import { parseCsv } from '@trellis/shared/csv';
import { ImplementerListResponseSchema } from '@trellis/shared/implementers';
import { describeEachDatabase } from '../../../test/databases';
import { jsonRequest } from '../../../test/http';
import { day, entry, MONDAY, TODAY, useLogApi } from '../../../test/log-api';
import { createLink, createLogPlan } from '../../../test/log-team';
import { plansApi } from '../../../test/plans-api';
import { LOG_CSV_COLUMNS } from './log-csv';

// The delivery log's rules signed in (decision 018): items, dates, archived plans, the filter,
// the CSV download and what the implementer list learns from the log.

describeEachDatabase('the delivery log signed in: rules, filter and CSV', (createDatabase) => {
  const { ctx, now, as, saved, readLog } = useLogApi(createDatabase);

  it('refuses items not in the plan, future days and archived plans', async () => {
    const { planId } = await createLogPlan(ctx.app, ctx.team);
    const outside = await as('Rosa').save(planId, day([entry('A1'), entry('C3')]));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().issues).toEqual([
      { path: 'entries.1.itemKey', message: 'C3 is not in this plan' },
    ]);
    const future = await as('Rosa').save(planId, { ...day([entry('A1')]), startsOn: '2026-12-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().issues).toEqual([
      { path: 'startsOn', message: 'You cannot log a day that has not come yet.' },
    ]);
    const rosa = plansApi(() => ctx.app, ctx.team.cookies.Rosa);
    expect((await rosa.update(planId, { archived: true })).statusCode).toBe(200);
    const archived = await as('Ben').save(planId, day([entry('A1')]));
    expect(archived.statusCode).toBe(409);
    expect(archived.json().code).toBe('PLAN_ARCHIVED');
    // Editors still read it, with nothing to log; a viewer is refused as before.
    const log = await readLog('Ben', planId);
    expect([log.archived, log.canLog, log.loggableItems]).toEqual([true, 'none', []]);
    expect((await as('Vic').save(planId, day([entry('A1')]))).statusCode).toBe(403);
    // An implementer it is not shared with no longer finds it, to read or to log.
    for (const res of [
      await as('Ina').read(planId),
      await as('Ina').save(planId, day([entry('B1')])),
      await as('Ina').csv(planId),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await rosa.update(planId, { archived: false })).statusCode).toBe(200);
    expect((await readLog('Ina', planId)).canLog).toBe('own');
  });

  it('filters by date range and implementer', async () => {
    const { planId, rivera, ina } = await createLogPlan(ctx.app, ctx.team);
    const week = { period: 'week', startsOn: '2026-11-09', entries: [entry('L1')] };
    const card = await createLink(ctx.database.db, {
      planId,
      implementerId: rivera,
      purpose: 'card',
      now,
    });
    expect(
      (await ctx.app.inject(jsonRequest('PUT', `/api/v1/cards/${card}/log`, week))).statusCode,
    ).toBe(200);
    await saved(await as('Ina').save(planId, day([entry('B1')])));
    const keys = async (query: string) =>
      (await readLog('Rosa', planId, query)).entries.map((row) => row.itemKey);
    // The week of 9 November touches the range through its Sunday, the 15th.
    expect(await keys('?from=2026-11-15&to=2026-11-20')).toEqual(['L1']);
    expect(await keys('?from=2026-11-16')).toEqual(['B1']);
    expect(await keys(`?implementerId=${ina}`)).toEqual(['B1']);
    expect(await keys(`?implementerId=${rivera}&to=2026-11-08`)).toEqual([]);
    const backwards = await as('Rosa').read(planId, '?from=2026-11-20&to=2026-11-10');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues).toEqual([
      { path: 'to', message: 'The end of the range comes before its start.' },
    ]);
  });

  it('downloads the log as CSV, only what the reader may see', async () => {
    const { planId } = await createLogPlan(ctx.app, ctx.team, 'Zoë (4th)');
    const reason = { itemKey: 'A1', provided: 'not', reason: 'Test moved, "again"' };
    await saved(await as('Rosa').save(planId, day([reason, { ...entry('L1'), note: '=1+1' }])));
    await saved(await as('Ina').save(planId, day([entry('B1', 3)])));
    const res = await as('Vic').csv(planId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="trellis-log-zoe-4th-${TODAY}.csv"; filename*=UTF-8''trellis-log-zoe-4th-${TODAY}.csv`,
    );
    // A download of student data is never kept by a browser or proxy cache.
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([...LOG_CSV_COLUMNS]);
    expect(rows).toEqual([
      [
        TODAY,
        'Day',
        'A1',
        'Extended Time',
        'Rosa Teacher',
        'Case manager',
        'Not provided',
        'Test moved, "again"',
        '',
        '',
        '',
      ],
      [
        TODAY,
        'Day',
        'B1',
        'Visual Schedule',
        'Ina Teacher',
        'Implementer',
        'Provided fully',
        '',
        'Yes',
        '3',
        '',
      ],
      [
        TODAY,
        'Day',
        'L1',
        'Audiobooks',
        'Rosa Teacher',
        'Case manager',
        'Provided fully',
        '',
        'Yes',
        '4',
        "'=1+1",
      ],
    ]);
    const inas = parseCsv((await as('Ina').csv(planId)).body.replace(/^\uFEFF/, ''));
    expect(inas.slice(1).map((row) => row[2])).toEqual(['B1']);
  });

  it('tells the implementer list when each last logged and whether they paused', async () => {
    const { planId, rivera, ina } = await createLogPlan(ctx.app, ctx.team);
    const card = await createLink(ctx.database.db, {
      planId,
      implementerId: rivera,
      purpose: 'log',
      now,
    });
    const week = { period: 'week', startsOn: MONDAY, entries: [entry('A1')] };
    expect(
      (await ctx.app.inject(jsonRequest('PUT', `/api/v1/cards/${card}/log`, week))).statusCode,
    ).toBe(200);
    const earlier = { period: 'day', startsOn: '2026-11-02', entries: [entry('A1')] };
    expect(
      (await ctx.app.inject(jsonRequest('PUT', `/api/v1/cards/${card}/log`, earlier))).statusCode,
    ).toBe(200);
    const pause = jsonRequest('PUT', `/api/v1/cards/${card}/reminders`, { paused: true });
    expect((await ctx.app.inject(pause)).statusCode).toBe(200);
    // Rosa's entries are not Ina's: Ina has not logged.
    await saved(await as('Rosa').save(planId, day([entry('B1')])));
    const res = await as('Vic').implementers(planId);
    const list = ImplementerListResponseSchema.parse(res.json()).implementers;
    const fields = (id: string) => {
      const found = list.find((person) => person.id === id);
      return [found?.lastLoggedOn, found?.remindersPaused];
    };
    // Her week of MONDAY, logged on Tuesday, covers up to today, not its Sunday.
    expect(fields(rivera)).toEqual([TODAY, true]);
    expect(fields(ina)).toEqual([null, false]);
  });
});
