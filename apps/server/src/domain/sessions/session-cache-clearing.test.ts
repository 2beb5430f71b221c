import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { sessions } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { describeEachDatabase } from '../../../test/databases';
import { createSession, createUserWithPassword } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { STAFF_PASSWORD, useDistrictWorld } from '../../../test/district-admin-world';
import { forgetSessions } from './forget-sessions';

// Every write that changes what a signed-in request sees clears the session cache before it
// answers: the very next request sees the change (decision 022). Each test first reads with
// the cookie, so the session is cached when the write happens.

const START = new Date('2026-11-24T09:00:00Z');
const MINUTE = 60_000;

describeEachDatabase('the session cache', (createDatabase) => {
  const ctx = useDistrictWorld(createDatabase, START);

  const me = (cookies: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/me', cookies });
  const signedIn = async (cookies: Record<string, string>) => (await me(cookies)).json().user;
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookies: Record<string, string>,
    body: object = {},
  ) => ctx.app.inject(jsonRequest(method, `/api/v1${url}`, body, cookies));

  /** A user with a password and `count` sessions started now, each read once (cached). */
  async function personWithSessions(count: number, values: { districtId?: string } = {}) {
    const db = ctx.database.db;
    const user = await createUserWithPassword(db, STAFF_PASSWORD, {
      accountType: values.districtId ? 'district' : 'individual',
      subscriptionExpiresAt: new Date(START.getTime() + 100 * 24 * 60 * MINUTE),
      ...values,
    });
    const cookies: Record<string, string>[] = [];
    for (let n = 0; n < count; n += 1) {
      const times = { createdAt: ctx.now, lastSeenAt: ctx.now };
      const { token } = await createSession(db, user.id, times);
      cookies.push({ [SESSION_COOKIE]: token });
      expect((await me({ [SESSION_COOKIE]: token })).json().user?.id).toBe(user.id);
    }
    return { user, cookies };
  }

  it('answers from the cache until a write forgets it, then reads the database again', async () => {
    const { user, cookies } = await personWithSessions(1);
    const [cookie = {}] = cookies;
    // A write that bypasses the services is not seen while the entry lives...
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: ctx.now })
      .where(eq(sessions.tokenHash, hashToken(cookie[SESSION_COOKIE] ?? '')));
    expect((await signedIn(cookie))?.id).toBe(user.id);
    // ...and is as soon as the cache is told.
    await forgetSessions(ctx.database.db, { userId: user.id });
    expect(await signedIn(cookie)).toBeNull();
  });

  it('still applies the clock to a cached session: expiry and idle time', async () => {
    const { cookies } = await personWithSessions(2);
    const [expiring = {}, idle = {}] = cookies;
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(ctx.now.getTime() + MINUTE / 2) })
      .where(eq(sessions.tokenHash, hashToken(expiring[SESSION_COOKIE] ?? '')));
    await forgetSessions(ctx.database.db, 'all');
    expect(await signedIn(expiring)).not.toBeNull(); // cached again, with its new end
    const start = ctx.now;
    try {
      ctx.now = new Date(start.getTime() + MINUTE / 2);
      expect(await signedIn(expiring)).toBeNull();
      ctx.now = new Date(start.getTime() + 61 * MINUTE);
      expect(await signedIn(idle)).toBeNull();
    } finally {
      ctx.now = start;
    }
  });

  it('records the once-a-minute touch in the cached copy too', async () => {
    const { cookies } = await personWithSessions(1);
    const [cookie = {}] = cookies;
    const start = ctx.now;
    try {
      ctx.now = new Date(start.getTime() + 2 * MINUTE);
      expect(await signedIn(cookie)).not.toBeNull(); // touches last_seen_at
      const [row] = await ctx.database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(cookie[SESSION_COOKIE] ?? '')));
      expect(row?.lastSeenAt).toEqual(ctx.now);
      // 61 minutes after the session started but 59 after the touch: still signed in.
      ctx.now = new Date(start.getTime() + 61 * MINUTE);
      expect(await signedIn(cookie)).not.toBeNull();
    } finally {
      ctx.now = start;
    }
  });

  it('signs out at once: the cookie reused after sign-out is refused', async () => {
    const { cookies } = await personWithSessions(1);
    const [cookie = {}] = cookies;
    expect((await send('POST', '/auth/logout', cookie)).statusCode).toBe(200);
    expect((await me(cookie)).json().user).toBeNull();
    const guarded = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans', cookies: cookie });
    expect(guarded.statusCode).toBe(401);
  });

  it('ends every other session of a password change at once, and keeps this one', async () => {
    const { cookies } = await personWithSessions(2);
    const [here = {}, elsewhere = {}] = cookies;
    const res = await send('PUT', '/auth/password', here, {
      currentPassword: STAFF_PASSWORD,
      newPassword: 'an entirely new long phrase',
      confirmPassword: 'an entirely new long phrase',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await signedIn(elsewhere)).toBeNull();
    expect(await signedIn(here)).not.toBeNull();
  });

  it('signs a deactivated colleague out at their next request', async () => {
    const { ana, maple } = ctx.world;
    const { user, cookies } = await personWithSessions(1, { districtId: maple.id });
    const [cookie = {}] = cookies;
    const res = await send('POST', `/district/staff/${user.id}/deactivate`, ana.cookies);
    expect(res.statusCode, res.body).toBe(200);
    expect(await signedIn(cookie)).toBeNull();
  });

  it('shows a role change on the next /me', async () => {
    const { ana, maple } = ctx.world;
    const { user, cookies } = await personWithSessions(1, { districtId: maple.id });
    const [cookie = {}] = cookies;
    expect((await signedIn(cookie)).role).toBe('member');
    const res = await send('PUT', `/district/staff/${user.id}/role`, ana.cookies, {
      role: 'district_admin',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await signedIn(cookie)).role).toBe('district_admin');
  });

  it('shows a new access code on the next /me of every colleague', async () => {
    const { ana, maple } = ctx.world;
    const { cookies } = await personWithSessions(1, { districtId: maple.id });
    const [cookie = {}] = cookies;
    const before = (await signedIn(cookie)).district.code;
    const res = await send('POST', '/district/code/rotate', ana.cookies);
    expect(res.statusCode, res.body).toBe(200);
    const after = (await signedIn(cookie)).district.code;
    expect(after).not.toBe(before);
    expect(after).toBe(res.json().code.value);
  });

  it('refuses the staff of a district the operator deactivates at their next request', async () => {
    const { otto, cedar } = ctx.world;
    const { cookies } = await personWithSessions(1, { districtId: cedar.id });
    const [cookie = {}] = cookies;
    const library = () =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/content/need-categories', cookies: cookie });
    expect((await library()).statusCode).toBe(200);
    const res = await send('PUT', `/operator/districts/${cedar.id}`, otto.cookies, {
      name: cedar.name,
      licenceStartsOn: null,
      licenceEndsOn: null,
      active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await signedIn(cookie)).district.isActive).toBe(false);
    expect((await library()).json().code).toBe('DISTRICT_LICENCE_ENDED');
  });

  it('shows a subscription end the operator sets on the next /me', async () => {
    const { otto } = ctx.world;
    const { user, cookies } = await personWithSessions(1);
    const [cookie = {}] = cookies;
    const res = await send('PUT', `/operator/subscriptions/${user.id}`, otto.cookies, {
      endsOn: '2027-03-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await signedIn(cookie)).subscriptionExpiresAt).toBe('2027-03-31T23:59:59.000Z');
  });

  it('signs a deleted account out everywhere at once', async () => {
    const { cookies } = await personWithSessions(2);
    const [here = {}, elsewhere = {}] = cookies;
    const res = await send('DELETE', '/account', here, { password: STAFF_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect(await signedIn(elsewhere)).toBeNull();
  });
});
