import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '@trellis/shared/session';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { createDistrict, createSession, createUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';

const HOUR = 3600_000;

describeEachDatabase('GET /api/v1/me', (createDatabase) => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let now = new Date('2026-11-22T10:00:00Z');

  beforeAll(async () => {
    database = await createDatabase();
    app = await buildTestApp(database, { clock: { now: () => now } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const me = (token?: string) =>
    app.inject({
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
    const district = await createDistrict(database.db, { name: 'Maple Grove Schools' });
    const user = await createUser(database.db, {
      firstName: 'Rosa',
      lastName: 'Diaz',
      accountType: 'district',
      districtId: district.id,
    });
    const { token } = await createSession(database.db, user.id, {
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
      district: { name: 'Maple Grove Schools', code: district.code, isActive: true },
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.session.idleExpiresAt).toBe(new Date(now.getTime() + HOUR).toISOString());
  });

  it('ends a session after 60 minutes without use, and keeps a used one alive', async () => {
    const user = await createUser(database.db);
    const { token } = await createSession(database.db, user.id, {
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
    const user = await createUser(database.db);
    const { token } = await createSession(database.db, user.id, {
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 30 * 60_000),
    });
    expect(await isSignedIn(token)).toBe(true);
    now = new Date(now.getTime() + 31 * 60_000);
    expect(await isSignedIn(token)).toBe(false);
  });

  it('refuses a revoked session', async () => {
    const user = await createUser(database.db);
    const { token, session } = await createSession(database.db, user.id, {
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + HOUR),
    });
    await database.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, session.id));
    expect(await isSignedIn(token)).toBe(false);
  });
});

describeEachDatabase('POST /api/v1/auth/logout', (createDatabase) => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    database = await createDatabase();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('revokes this session only, leaving the same user signed in elsewhere', async () => {
    const user = await createUser(database.db);
    const laptop = await createSession(database.db, user.id);
    const tablet = await createSession(database.db, user.id);
    const res = await app.inject(
      jsonRequest('POST', '/api/v1/auth/logout', {}, { [SESSION_COOKIE]: laptop.token }),
    );
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
    const userOf = async (token: string) =>
      (
        await app.inject({ method: 'GET', url: '/api/v1/me', cookies: { [SESSION_COOKIE]: token } })
      ).json().user;
    expect(await userOf(laptop.token)).toBeNull();
    expect(await userOf(tablet.token)).toMatchObject({ id: user.id });
  });

  it('succeeds without a session, so a stale tab can always sign out', async () => {
    const res = await app.inject(jsonRequest('POST', '/api/v1/auth/logout'));
    expect(res.statusCode).toBe(200);
  });
});
