import { afterAll, beforeAll, expect } from 'vitest';
import { LogSaveResponseSchema, PlanLogResponseSchema } from '@trellis/shared/delivery-log';
import type { Database } from '../src/db/client';
import { jsonRequest } from './http';
import { createLogTeam, type LogTeam, type Person } from './log-team';
import { buildTestApp, type TestApp } from './test-app';

// The signed-in delivery log as the team of log-team.ts calls it, on one app whose clock
// stands at 09:00 UTC on TODAY (a Tuesday), for the log's test files.

export const TODAY = '2026-11-24';
/** TODAY's week starts on this Monday. */
export const MONDAY = '2026-11-23';

/** An answer that the item was provided fully, used and rated. */
export const entry = (itemKey: string, rating = 4) => ({
  itemKey,
  provided: 'full',
  used: 'yes',
  rating,
});

/** A save body for TODAY. */
export const day = (entries: object[], extra: object = {}) => ({
  period: 'day',
  startsOn: TODAY,
  entries,
  ...extra,
});

/** Rows as [item, logger, …] sorted by item then logger: entries saved at one instant tie. */
export const sorted = (rows: (string | number | null)[][]) =>
  [...rows].sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`));

/** One app, database and team for a suite, with the log API as each person calls it. */
export function useLogApi(createDatabase: () => Promise<Database>) {
  const now = new Date(`${TODAY}T09:00:00Z`);
  const ctx = {} as { database: Database; app: TestApp; team: LogTeam };
  beforeAll(async () => {
    ctx.database = await createDatabase();
    ctx.app = await buildTestApp(ctx.database, { clock: { now: () => now } });
    ctx.team = await createLogTeam(ctx.database.db, now);
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.close();
  });

  const logUrl = (planId: string, rest = '') => `/api/v1/plans/${planId}/log${rest}`;
  const get = (who: Person, url: string) =>
    ctx.app.inject({ method: 'GET', url, cookies: ctx.team.cookies[who] });
  const as = (who: Person) => ({
    read: (planId: string, query = '') => get(who, logUrl(planId, query)),
    save: (planId: string, body: object) =>
      ctx.app.inject(jsonRequest('PUT', logUrl(planId), body, ctx.team.cookies[who])),
    csv: (planId: string, query = '') => get(who, logUrl(planId, `/csv${query}`)),
    implementing: () => get(who, '/api/v1/plans/implementing'),
    implementers: (planId: string) => get(who, `/api/v1/plans/${planId}/implementers`),
  });
  /** The entries a save answered, once it succeeded. */
  const saved = async (res: Awaited<ReturnType<ReturnType<typeof as>['save']>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return LogSaveResponseSchema.parse(res.json()).entries;
  };
  const readLog = async (who: Person, planId: string, query = '') => {
    const res = await as(who).read(planId, query);
    expect(res.statusCode, res.body).toBe(200);
    return PlanLogResponseSchema.parse(res.json());
  };
  /** A save through a link (a card or a reminder's log link), without an account. */
  const saveByLink = (token: string, body: object) =>
    ctx.app.inject(jsonRequest('PUT', `/api/v1/cards/${token}/log`, body));
  return { ctx, now, as, saved, readLog, saveByLink };
}
