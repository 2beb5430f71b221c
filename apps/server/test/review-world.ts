import { afterAll, beforeAll, expect } from 'vitest';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import type { Database } from '../src/db/client';
import {
  acknowledgeOnce,
  insertAccessLink,
} from '../src/domain/monitoring/access-links.repository';
import {
  loggerKeys,
  upsertLogEntries,
  type NewLogEntryRow,
} from '../src/domain/monitoring/delivery-log.repository';
import { newLinkToken } from '../src/domain/monitoring/link-tokens';
import { createDistrict, createSignedInUser } from './factories';
import { jsonRequest } from './http';
import { plansApi } from './plans-api';
import { buildTestApp, type TestApp } from './test-app';

// The review meeting's test files share this: Rosa Diaz owns the plans, Ben Zimmer edits,
// Vic Viewer views, Stan Stranger is a colleague they are not shared with; the clock stands
// at 09:00 UTC on TODAY. A logged plan's figures make each suggestion rule show.

export const REVIEW_STATE: StudentPlanState = {
  strengths: [],
  needs: [],
  plan: [
    { key: 'L1', title: 'Audiobooks' },
    { key: 'A1', title: 'Extended Time' },
    { key: 'B1', title: 'Visual Schedule' },
  ],
};

export const NOW = new Date('2026-11-24T09:00:00Z');
export const TODAY = '2026-11-24';

interface LoggedDay {
  on: string;
  provided: 'full' | 'partly' | 'not';
  used?: 'yes' | 'no';
  rating?: number;
}

/** One app, database and team for a suite, with the review API and plan makers. */
export function useReviewWorld(createDatabase: () => Promise<Database>) {
  const ctx = {
    cookies: {} as Record<string, Record<string, string>>,
    ids: {} as Record<string, string>,
    mapleId: '',
  } as {
    database: Database;
    app: TestApp;
    cookies: Record<string, Record<string, string>>;
    ids: Record<string, string>;
    mapleId: string;
  };

  beforeAll(async () => {
    ctx.database = await createDatabase();
    ctx.app = await buildTestApp(ctx.database, { clock: { now: () => NOW } });
    const maple = await createDistrict(ctx.database.db, { name: 'Maple Grove Schools' });
    ctx.mapleId = maple.id;
    for (const [first, last] of [
      ['Rosa', 'Diaz'],
      ['Ben', 'Zimmer'],
      ['Vic', 'Viewer'],
      ['Stan', 'Stranger'],
    ] as const) {
      const { user, cookies } = await createSignedInUser(
        ctx.database.db,
        {
          firstName: first,
          lastName: last,
          email: `${first.toLowerCase()}@example.org`,
          accountType: 'district',
          districtId: maple.id,
        },
        NOW,
      );
      ctx.ids[first] = user.id;
      ctx.cookies[first] = cookies;
    }
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.close();
  });

  const url = (planId: string, path = '') => `/api/v1/plans/${planId}/review${path}`;
  const as = (who: string) => ({
    get: (planId: string) =>
      ctx.app.inject({ method: 'GET', url: url(planId), cookies: ctx.cookies[who] ?? {} }),
    save: (planId: string, body: object) =>
      ctx.app.inject(jsonRequest('PUT', url(planId), body, ctx.cookies[who])),
    pdf: (planId: string) =>
      ctx.app.inject({ method: 'GET', url: url(planId, '/pdf'), cookies: ctx.cookies[who] ?? {} }),
  });
  const rosaPlans = () => plansApi(() => ctx.app, ctx.cookies.Rosa ?? {});

  /** A plan of Rosa's shared with Ben (editor) and Vic (viewer). */
  const newPlan = async (planState: StudentPlanState = REVIEW_STATE) => {
    const plan = (
      await rosaPlans().create({ label: 'J.T.', planType: 'IEP', reviewDate: '2026-12-10' })
    ).json();
    expect(
      (await rosaPlans().saveState(plan.id, { state: planState, version: 1 })).statusCode,
    ).toBe(200);
    await rosaPlans().share(plan.id, { userId: ctx.ids.Ben, role: 'editor' });
    await rosaPlans().share(plan.id, { userId: ctx.ids.Vic, role: 'viewer' });
    return plan.id as string;
  };

  /** Names an implementer; a confirmed card covers `confirmed` of their items. */
  const addImplementer = async (
    planId: string,
    person: { name: string; email: string; items: string[] },
    confirmed?: string[],
  ) => {
    const res = await ctx.app.inject(
      jsonRequest('POST', `/api/v1/plans/${planId}/implementers`, person, ctx.cookies.Rosa),
    );
    expect(res.statusCode, res.body).toBe(200);
    const found = res
      .json()
      .implementers.find((entry: { name: string }) => entry.name === person.name);
    if (confirmed) {
      const link = await insertAccessLink(ctx.database.db, {
        tokenHash: newLinkToken().tokenHash,
        purpose: 'card',
        planId,
        implementerId: found.id,
        createdAt: NOW,
        expiresAt: new Date(NOW.getTime() + 30 * 86_400_000),
        sentTo: person.email,
        items: confirmed,
      });
      await acknowledgeOnce(ctx.database.db, link, new Date('2026-11-03T10:00:00Z'));
    }
    return found.id as string;
  };

  /** Logs one item on the given days as an implementer. */
  const log = async (planId: string, implementerId: string, itemKey: string, days: LoggedDay[]) => {
    const rows: NewLogEntryRow[] = days.map((day) => ({
      planId,
      itemKey,
      period: 'day',
      startsOn: day.on,
      loggerKey: loggerKeys.implementer(implementerId),
      role: 'implementer',
      implementerId,
      loggerName: 'Ms. Rivera',
      provided: day.provided,
      reason: day.provided === 'not' ? 'Substitute teacher' : '',
      used: day.provided === 'not' ? null : (day.used ?? null),
      rating: day.provided === 'not' ? null : (day.rating ?? null),
      createdAt: NOW,
      updatedAt: NOW,
    }));
    await upsertLogEntries(ctx.database.db, rows);
  };

  /** A plan with a log: L1 used less and less while rated well, A1 twice, B1 never. */
  const loggedPlan = async () => {
    const planId = await newPlan();
    const rivera = await addImplementer(
      planId,
      { name: 'Ms. Rivera', email: 'rivera@school.example.org', items: ['L1', 'A1'] },
      ['L1'],
    );
    await addImplementer(planId, {
      name: 'Mr. Okafor',
      email: 'okafor@school.example.org',
      items: ['L1'],
    });
    const weeks = ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26'];
    const late = ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];
    await log(planId, rivera, 'L1', [
      ...weeks.map((on) => ({ on, provided: 'full' as const, used: 'yes' as const, rating: 4 })),
      ...late.map((on, index) => ({
        on,
        provided: 'full' as const,
        used: index === 0 ? ('yes' as const) : ('no' as const),
        rating: 4,
      })),
    ]);
    await log(planId, rivera, 'A1', [
      { on: '2026-11-16', provided: 'full', used: 'yes', rating: 3 },
      { on: '2026-11-17', provided: 'not' },
    ]);
    return planId;
  };

  return { ctx, url, as, rosa: as('Rosa'), rosaPlans, newPlan, addImplementer, loggedPlan };
}
