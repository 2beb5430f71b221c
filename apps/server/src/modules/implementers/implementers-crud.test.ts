import { expect, it } from 'vitest';
import { IMPLEMENTERS_PER_PLAN_MAX } from '@trellis/shared/implementers';
import { planImplementers } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { idOf, listOf, RIVERA, useImplementersWorld } from '../../../test/implementers-world';

// Naming the people who provide a plan's accommodations (issue 18): who may, whom, how many.

describeEachDatabase('naming implementers', (createDatabase) => {
  const { world, api, rosa, newPlan, history } = useImplementersWorld(createDatabase);

  it('adds implementers by name and e-mail, or a colleague as their account says', async () => {
    const planId = await newPlan();
    const added = await rosa.add(planId, { ...RIVERA, items: ['A1', 'L1'] });
    expect(added.statusCode, added.body).toBe(200);
    const byBen = await api('Ben').add(planId, { colleagueId: world.ids.Stan, items: ['B1'] });
    expect(byBen.statusCode, byBen.body).toBe(200);
    const list = listOf(byBen);
    expect(list.limit).toBe(IMPLEMENTERS_PER_PLAN_MAX);
    expect(list.implementers).toEqual([
      {
        id: expect.any(String),
        colleagueId: null,
        ...RIVERA,
        items: ['A1', 'L1'],
        cardSentAt: null,
        linkActive: false,
        linkExpiresAt: null,
        acknowledgedAt: null,
        cardChangedSinceConfirmed: false,
        itemsInPlan: ['A1', 'L1'],
        remindersPaused: false,
        lastLoggedOn: null,
      },
      {
        id: expect.any(String),
        colleagueId: world.ids.Stan,
        name: 'Stan Stranger',
        email: 'stan@example.org',
        classOrPeriod: '',
        items: ['B1'],
        cardSentAt: null,
        linkActive: false,
        linkExpiresAt: null,
        acknowledgedAt: null,
        cardChangedSinceConfirmed: false,
        itemsInPlan: ['B1'],
        remindersPaused: false,
        lastLoggedOn: null,
      },
    ]);
    // The viewer sees them; history says who added whom.
    expect(listOf(await api('Vic').list(planId)).implementers).toHaveLength(2);
    expect(await history(planId)).toEqual(
      expect.arrayContaining([
        'Rosa Diaz: Added Ms. Rivera (Period 3) for A1, L1',
        'Ben Zimmer: Added Stan Stranger for B1',
      ]),
    );
  });

  it('keeps to the rules: district colleagues, the plan’s items, one entry per address', async () => {
    const planId = await newPlan();
    const outside = await rosa.add(planId, { colleagueId: world.ids.Olga, items: ['A1'] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'colleagueId', message: expect.stringContaining('colleagues of your district') },
      ],
    });
    const stale = await rosa.add(planId, { ...RIVERA, items: ['A1', 'C1'] });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().issues).toEqual([{ path: 'items.1', message: 'C1 is not in this plan' }]);
    const missing = await rosa.add(planId, { items: ['A1'] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      'name',
      'email',
    ]);
    expect((await rosa.add(planId, { ...RIVERA, items: ['A1'] })).statusCode).toBe(200);
    const twice = await rosa.add(planId, {
      ...RIVERA,
      name: 'Maria Rivera',
      email: 'RIVERA@school.example.org',
      items: ['B1'],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().issues).toEqual([
      { path: 'email', message: expect.stringContaining('already an implementer') },
    ]);
    expect(listOf(await rosa.list(planId)).implementers).toHaveLength(1);
  });

  it(`names at most ${IMPLEMENTERS_PER_PLAN_MAX} implementers per plan`, async () => {
    const planId = await newPlan();
    await world.database.db.insert(planImplementers).values(
      Array.from({ length: IMPLEMENTERS_PER_PLAN_MAX - 1 }, (_, i) => ({
        planId,
        name: `Teacher ${i}`,
        email: `t${i}@school.example.org`,
        items: ['A1'],
      })),
    );
    const attempts = await Promise.all([
      rosa.add(planId, { ...RIVERA, email: 'one@school.example.org', items: ['A1'] }),
      rosa.add(planId, { ...RIVERA, email: 'two@school.example.org', items: ['A1'] }),
    ]);
    expect(attempts.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = attempts.find((res) => res.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(listOf(await rosa.list(planId)).implementers).toHaveLength(IMPLEMENTERS_PER_PLAN_MAX);
  });

  it('lets only editors change implementers and send cards; strangers get 404', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...RIVERA, items: ['A1'] }), 'Ms. Rivera');
    const vic = api('Vic');
    for (const res of [
      await vic.add(planId, { ...RIVERA, email: 'x@school.example.org', items: ['A1'] }),
      await vic.change(planId, id, { ...RIVERA, items: ['B1'] }),
      await vic.card(planId, id),
      await vic.remind(planId),
      await vic.revoke(planId, id),
      await vic.remove(planId, id),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
    }
    const stan = api('Stan');
    for (const res of [
      await stan.list(planId),
      await stan.add(planId, { ...RIVERA, items: ['A1'] }),
      await stan.card(planId, id),
      await stan.remove(planId, id),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    // Someone of another district, even signed in and licensed, finds no such plan.
    const olga = api('Olga');
    for (const res of [
      await olga.list(planId),
      await olga.add(planId, { ...RIVERA, email: 'o@school.example.org', items: ['A1'] }),
      await olga.change(planId, id, { ...RIVERA, items: ['B1'] }),
      await olga.card(planId, id),
      await olga.remind(planId),
      await olga.revoke(planId, id),
      await olga.remove(planId, id),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    // Signed out: only the card routes answer.
    const signedOut = api('nobody');
    expect((await signedOut.list(planId)).statusCode).toBe(401);
    expect((await signedOut.card(planId, id)).statusCode).toBe(401);
    expect(world.smtp.messages.some((mail) => mail.subject?.includes('J.T.'))).toBe(false);
    // An implementer of another plan is not found through this one.
    const other = await newPlan();
    expect((await rosa.card(other, id)).statusCode).toBe(404);
    expect((await rosa.remove(other, id)).statusCode).toBe(404);
  });

  it('keeps a name and a class on one line', async () => {
    const planId = await newPlan();
    const res = await rosa.add(planId, {
      ...RIVERA,
      name: 'Ms.\nRivera',
      classOrPeriod: 'Period 3\r\nRoom 12',
      items: ['A1'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'name', message: 'Write the name on one line' },
      { path: 'classOrPeriod', message: 'Write the class or period on one line' },
    ]);
  });
});
