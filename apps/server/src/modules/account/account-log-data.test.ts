import { expect, it } from 'vitest';
import { AccountDataSchema } from '@trellis/shared/account-data';
import { describeEachDatabase } from '../../../test/databases';
import { jsonRequest } from '../../../test/http';
import { day, entry, sorted, useLogApi } from '../../../test/log-api';
import { createLink, createLogPlan, LOG_TEAM_PASSWORD, type Person } from '../../../test/log-team';

// The delivery log and the review in the account's data download (issue 18, item 8): the
// user's own plans' log and decisions, and what they logged on plans of others.

describeEachDatabase('the account data download: log and review', (createDatabase) => {
  const { ctx, now, as, saved, readLog, saveByLink } = useLogApi(createDatabase);

  const download = async (who: Person) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/account/data',
      cookies: ctx.team.cookies[who],
    });
    expect(res.statusCode, res.body).toBe(200);
    return AccountDataSchema.parse(res.json());
  };

  it('holds each own plan’s review decisions, and what the user logged on others’ plans', async () => {
    const { planId, ina } = await createLogPlan(ctx.app, ctx.team, 'E.E.');
    await saved(await as('Rosa').save(planId, day([entry('L1')])));
    await saved(await as('Ben').save(planId, day([entry('A1', 3)])));
    const view = { itemKey: 'L1', provided: null, used: 'yes', rating: 5 };
    await saved(await as('Ben').save(planId, day([view], { as: 'student' })));
    // Ina logs signed in and through her card link: both are hers.
    await saved(await as('Ina').save(planId, day([entry('B1', 2)])));
    const card = await createLink(ctx.database.db, {
      planId,
      implementerId: ina,
      purpose: 'card',
      now,
    });
    const week = { period: 'week', startsOn: '2026-11-16', entries: [entry('B1', 5)] };
    expect((await saveByLink(card, week)).statusCode).toBe(200);
    const decisions = { decisions: [{ itemKey: 'A1', decision: 'adjust', note: 'Mornings' }] };
    const decided = await ctx.app.inject(
      jsonRequest('PUT', `/api/v1/plans/${planId}/review`, decisions, ctx.team.cookies.Rosa),
    );
    expect(decided.statusCode, decided.body).toBe(200);

    const rosas = await download('Rosa');
    expect(rosas.plans.find((plan) => plan.id === planId)?.reviewDecisions).toEqual([
      { itemKey: 'A1', decision: 'adjust', note: 'Mornings', decidedAt: now.toISOString() },
    ]);
    // Her own plan's entries are under the plan, not again under what she logged elsewhere.
    expect(rosas.deliveryLogByMe.filter((group) => group.planId === planId)).toEqual([]);

    const loggedBy = async (who: Person) =>
      (await download(who)).deliveryLogByMe
        .filter((group) => group.planId === planId)
        .map((group) => ({
          label: group.label,
          entries: group.entries.map((row) => [row.itemKey, row.role, row.rating, row.mine]),
        }));
    expect(await loggedBy('Ben')).toEqual([
      {
        label: 'E.E.',
        entries: [
          ['A1', 'case-manager', 3, true],
          ['L1', 'student', 5, true],
        ],
      },
    ]);
    expect(await loggedBy('Ina')).toEqual([
      {
        label: 'E.E.',
        entries: [
          ['B1', 'implementer', 5, true],
          ['B1', 'implementer', 2, true],
        ],
      },
    ]);
    expect(await loggedBy('Vic')).toEqual([]);
    const bens = await download('Ben');
    expect(bens.plans.map((plan) => plan.id)).not.toContain(planId);
  });

  it('puts the log in the owner’s data download, and a deleted account’s name leaves it', async () => {
    const { planId } = await createLogPlan(ctx.app, ctx.team, 'D.D.');
    await saved(await as('Rosa').save(planId, day([entry('A1')])));
    await saved(await as('Ina').save(planId, day([entry('B1')])));
    const view = { itemKey: 'L1', provided: null, used: 'yes', rating: 5 };
    await saved(await as('Ben').save(planId, day([view], { as: 'student' })));
    await saved(await as('Ben').save(planId, day([entry('L1')])));

    const download = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/account/data',
      cookies: ctx.team.cookies.Rosa,
    });
    const data = AccountDataSchema.parse(download.json());
    const plan = data.plans.find((candidate) => candidate.id === planId);
    expect(sorted(plan?.deliveryLog.map((row) => [row.itemKey, row.loggerName]) ?? [])).toEqual([
      ['A1', 'Rosa Teacher'],
      ['B1', 'Ina Teacher'],
      ['L1', 'Ben Teacher'],
      ['L1', 'Student’s view'],
    ]);

    for (const who of ['Ben', 'Ina'] as const) {
      const closed = await ctx.app.inject(
        jsonRequest(
          'DELETE',
          '/api/v1/account',
          { password: LOG_TEAM_PASSWORD },
          ctx.team.cookies[who],
        ),
      );
      expect(closed.statusCode, closed.body).toBe(204);
    }
    const log = await readLog('Rosa', planId);
    expect(sorted(log.entries.map((row) => [row.itemKey, row.loggerName, row.rating]))).toEqual([
      ['A1', 'Rosa Teacher', 4],
      ['B1', 'A former colleague', 4],
      ['L1', 'A former colleague', 4],
      ['L1', 'Student’s view', 5],
    ]);
  });
});
