import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { sessions } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { useTestApp } from '../../../test/test-app';
import {
  createDistrict,
  createSession,
  createUser,
  createUserWithPassword,
} from '../../../test/factories';
import { jsonRequest } from '../../../test/http';

const HOUR = 3600_000;

describeEachDatabase('GET /api/v1/me', (createDatabase) => {
  let now = new Date('2026-11-22T10:00:00Z');
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => now } }));

  const me = (token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    });

  const signedOut = { user: null, session: null };
  const isSignedIn = async (token: string) => (await me(token)).json().user !== null;

  it('answers "nobody" without a session cookie', async () => {
    const res = await me();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(signedOut);
  });

  it('answers "nobody" for an unknown token and clears the cookie', async () => {
    const res = await me('not-a-real-token');
    expect(res.json()).toEqual(signedOut);
    expect(String(res.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
  });

  it('returns the user, the district and the session limits for a live session', async () => {
    const district = await createDistrict(ctx.database.db, { name: 'Maple Grove Schools' });
    const user = await createUser(ctx.database.db, {
      firstName: 'Rosa',
      lastName: 'Diaz',
      accountType: 'district',
      districtId: district.id,
    });
    const { token } = await createSession(ctx.database.db, user.id, {
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 12 * HOUR),
    });
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: user.id,
      firstName: 'Rosa',
      lastName: 'Diaz',
      accountType: 'district',
      district: {
        id: district.id,
        name: 'Maple Grove Schools',
        code: district.code,
        isActive: true,
      },
      role: 'member',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.session.idleExpiresAt).toBe(new Date(now.getTime() + HOUR).toISOString());
  });

  it("gives the server's time with the session limits, so the browser never counts on its own clock", async () => {
    const user = await createUserWithPassword(ctx.database.db, 'copper-meadow-lantern', {
      email: 'clock@example.org',
    });
    const signIn = await ctx.app.inject(
      jsonRequest('POST', '/api/v1/auth/login', {
        email: 'clock@example.org',
        password: 'copper-meadow-lantern',
      }),
    );
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().session).toEqual({
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + 12 * HOUR).toISOString(),
      idleExpiresAt: new Date(now.getTime() + HOUR).toISOString(),
    });
    const { token } = await createSession(ctx.database.db, user.id, {
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 12 * HOUR),
    });
    now = new Date(now.getTime() + 10 * 60_000);
    const res = await me(token);
    expect(res.json().session.now).toBe(now.toISOString());
  });

  it('ends a session after 60 minutes without use, and keeps a used one alive', async () => {
    const user = await createUser(ctx.database.db);
    const { token } = await createSession(ctx.database.db, user.id, {
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 12 * HOUR),
    });
    now = new Date(now.getTime() + 50 * 60_000);
    expect(await isSignedIn(token)).toBe(true);
    now = new Date(now.getTime() + 50 * 60_000);
    expect(await isSignedIn(token)).toBe(true);
    now = new Date(now.getTime() + 61 * 60_000);
    expect(await isSignedIn(token)).toBe(false);
  });

  it('ends a session at its absolute expiry however active', async () => {
    const user = await createUser(ctx.database.db);
    const { token } = await createSession(ctx.database.db, user.id, {
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 30 * 60_000),
    });
    expect(await isSignedIn(token)).toBe(true);
    now = new Date(now.getTime() + 31 * 60_000);
    expect(await isSignedIn(token)).toBe(false);
  });

  it('refuses a revoked session', async () => {
    const user = await createUser(ctx.database.db);
    const { token, session } = await createSession(ctx.database.db, user.id, {
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + HOUR),
    });
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(eq(sessions.id, session.id));
    expect(await isSignedIn(token)).toBe(false);
  });
});

describeEachDatabase('POST /api/v1/auth/logout', (createDatabase) => {
  const ctx = useTestApp(createDatabase);

  it('revokes this session only, leaving the same user signed in elsewhere', async () => {
    const user = await createUser(ctx.database.db);
    const laptop = await createSession(ctx.database.db, user.id);
    const tablet = await createSession(ctx.database.db, user.id);
    const res = await ctx.app.inject(
      jsonRequest('POST', '/api/v1/auth/logout', {}, { [SESSION_COOKIE]: laptop.token }),
    );
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
    const userOf = async (token: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/me',
          cookies: { [SESSION_COOKIE]: token },
        })
      ).json().user;
    expect(await userOf(laptop.token)).toBeNull();
    expect(await userOf(tablet.token)).toMatchObject({ id: user.id });
  });

  it('succeeds without a session, so a stale tab can always sign out', async () => {
    const res = await ctx.app.inject(jsonRequest('POST', '/api/v1/auth/logout'));
    expect(res.statusCode).toBe(200);
  });
});
