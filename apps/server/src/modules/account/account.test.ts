import { beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { AccountDataSchema } from '@trellis/shared/account-data';
import * as schema from '../../db/schema/index';
import { planShares, sessions, studentPlans, users } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import {
  createDistrict,
  createSession,
  createSignedInUser,
  createUserWithPassword,
} from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { plansApi, type PlansApi } from '../../../test/plans-api';
import { useTestApp } from '../../../test/test-app';
import { SESSION_COOKIE } from '@trellis/shared/session';

const PASSWORD = 'a long and quiet river';
const state = { strengths: [], needs: [], plan: [{ key: 'B1', title: 'Visual Schedule' }] };

describe('foreign keys to users', () => {
  it('all cascade or set null, so deleting an account cannot fail on them', () => {
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
      is(value, PgTable),
    );
    const toUsers = tables.flatMap((table) =>
      getTableConfig(table)
        .foreignKeys.filter((key) => key.reference().foreignTable === users)
        .map((key) => ({ table: getTableName(table), onDelete: key.onDelete })),
    );
    expect(toUsers.length).toBeGreaterThanOrEqual(9);
    for (const key of toUsers) expect(['cascade', 'set null'], key.table).toContain(key.onDelete);
  });
});

describeEachDatabase('account data and deletion', (createDatabase) => {
  const now = new Date('2026-11-24T09:00:00Z');
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => now } }));
  let rosa: { id: string; cookies: Record<string, string>; api: PlansApi };
  let ben: { id: string; cookies: Record<string, string>; api: PlansApi };

  async function member(first: string, districtId: string) {
    const user = await createUserWithPassword(ctx.database.db, PASSWORD, {
      firstName: first,
      lastName: 'Teacher',
      email: `${first.toLowerCase()}@example.org`,
      phone: '555-0100',
      accountType: 'district',
      districtId,
    });
    const { token } = await createSession(ctx.database.db, user.id, {
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 3600_000),
    });
    const cookies = { [SESSION_COOKIE]: token };
    return { id: user.id, cookies, api: plansApi(() => ctx.app, cookies) };
  }

  beforeAll(async () => {
    const district = await createDistrict(ctx.database.db, { name: 'Maple Grove Schools' });
    rosa = await member('Rosa', district.id);
    ben = await member('Ben', district.id);
  });

  const download = (cookies: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/account/data', cookies });
  const close = (cookies: Record<string, string>, password: string) =>
    ctx.app.inject(jsonRequest('DELETE', '/api/v1/account', { password }, cookies));

  it('downloads the profile, own plans whole, and the plans shared with the user', async () => {
    const own = (await rosa.api.create({ label: 'J.T.', reviewDate: '2027-03-01' })).json();
    await rosa.api.saveState(own.id, { state, version: 1 });
    await rosa.api.share(own.id, { userId: ben.id, role: 'viewer' });
    const bens = (await ben.api.create({ label: 'Ben’s student' })).json();
    await ben.api.share(bens.id, { userId: rosa.id, role: 'editor' });

    const res = await download(rosa.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="trellis-data-2026-11-24.json"; filename*=UTF-8''trellis-data-2026-11-24.json`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = AccountDataSchema.parse(res.json());
    expect(data.profile).toEqual({
      id: rosa.id,
      email: 'rosa@example.org',
      firstName: 'Rosa',
      lastName: 'Teacher',
      phone: '555-0100',
      accountType: 'district',
      district: { name: 'Maple Grove Schools', code: expect.any(String) },
      subscriptionExpiresAt: null,
      createdAt: expect.any(String),
    });
    expect(res.body).not.toMatch(/argon2|password/i);
    expect(data.currentPlanId).toBe(own.id);
    expect(data.plans).toHaveLength(1);
    expect(data.plans[0]).toMatchObject({
      id: own.id,
      label: 'J.T.',
      reviewDate: '2027-03-01',
      state,
      version: 2,
      shares: [{ userId: ben.id, name: 'Ben Teacher', role: 'viewer' }],
    });
    expect(data.plans[0]?.history.map((event) => event.kind)).toEqual([
      'shared',
      'items',
      'created',
    ]);
    expect(data.sharedWithMe).toEqual([
      { id: bens.id, label: 'Ben’s student', owner: 'Ben Teacher', role: 'editor' },
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/account/data' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a wrong password at its field and deletes nothing', async () => {
    const res = await close(ben.cookies, 'not my password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Your password is not correct.',
      issues: [{ path: 'password', message: 'Your password is not correct.' }],
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, ben.id));
    expect(row).toBeDefined();
  });

  it('deletes the account with everything that is the user’s, and signs out', async () => {
    const bensPlans = (await ben.api.list()).json().plans;
    const sharedByBen = bensPlans.find((plan: { role: string }) => plan.role === 'owner');
    const rosasPlan = bensPlans.find((plan: { role: string }) => plan.role === 'viewer');
    await rosa.api.share(rosasPlan.id, { userId: ben.id, role: 'editor' });
    await ben.api.saveState(rosasPlan.id, { state: { ...state, plan: [] }, version: 2 });

    const res = await close(ben.cookies, PASSWORD);
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', cookies: ben.cookies });
    expect(me.json()).toEqual({ user: null, session: null });

    const db = ctx.database.db;
    expect(await db.select().from(users).where(eq(users.id, ben.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, ben.id))).toEqual([]);
    expect(await db.select().from(planShares).where(eq(planShares.userId, ben.id))).toEqual([]);
    expect(await db.select().from(studentPlans).where(eq(studentPlans.id, sharedByBen.id))).toEqual(
      [],
    );
    // Rosa's plan stays; Ben's changes are by a former user now.
    const plan = (await rosa.api.get(rosasPlan.id)).json();
    expect(plan).toMatchObject({ shares: [], shared: false, lastEditor: null });
    const events = (await rosa.api.history(rosasPlan.id)).json().events;
    expect(events[0]).toMatchObject({ who: 'A former user', kind: 'items' });
    // Nor does the history keep Ben's name: "Shared with Ben Teacher…" names nobody now.
    const summaries = events.map((event: { summary: string }) => event.summary);
    expect(summaries.join('\n')).not.toContain('Ben Teacher');
    expect(summaries).toContain('Shared with a former colleague as editor (was viewer)');
    expect((await rosa.api.list()).json().plans.map((p: { id: string }) => p.id)).toEqual([
      rosasPlan.id,
    ]);
  });

  it('limits wrong passwords like changing the password', async () => {
    const { cookies } = await createSignedInUser(ctx.database.db, {}, now);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await close(cookies, 'guess')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('counts wrong passwords once across changing it and deleting the account', async () => {
    const { cookies } = await createSignedInUser(ctx.database.db, {}, now);
    const change = () =>
      ctx.app.inject(
        jsonRequest(
          'PUT',
          '/api/v1/auth/password',
          { currentPassword: 'guess', newPassword: 'orchard-copper-violin', confirmPassword: 'x' },
          cookies,
        ),
      );
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await change()).statusCode);
    for (let i = 0; i < 2; i += 1) statuses.push((await close(cookies, 'guess')).statusCode);
    // A stolen session has five guesses in all, not five per form.
    statuses.push((await change()).statusCode, (await close(cookies, 'guess')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});
