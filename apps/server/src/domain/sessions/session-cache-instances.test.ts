import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { fromPostgresUrl, type Database } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { createPostgresTestDatabase } from '../../../test/databases';
import { createSession, createUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { databaseUrlFor } from '../../../test/postgres-url';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { SESSION_CACHE_TTL_MS } from './session-cache';

// Two app instances on one PostgreSQL database, as behind a load balancer: a sign-out on one
// reaches the other's session cache through NOTIFY, well before the cache's TTL.

const enabled = Boolean(process.env.TEST_DATABASE_URL);
const title = enabled
  ? 'the session cache across instances [PostgreSQL]'
  : 'the session cache across instances [PostgreSQL skipped: TEST_DATABASE_URL is not set]';

/** Asks until `check` holds; fails after `withinMs`. */
async function eventually(check: () => Promise<boolean>, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The rows of a query on PostgreSQL (node-postgres answers `{ rows }`). */
async function rowsOf<Row>(database: Database, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

describe.skipIf(!enabled)(title, () => {
  let databaseA: Database;
  let databaseB: Database;
  let appA: TestApp;
  let appB: TestApp;

  beforeAll(async () => {
    databaseA = await createPostgresTestDatabase();
    const [name] = await rowsOf<{ name: string }>(
      databaseA,
      sql`select current_database() as name`,
    );
    const url = databaseUrlFor(process.env.TEST_DATABASE_URL ?? '', String(name?.name));
    databaseB = fromPostgresUrl(url);
    appA = await buildTestApp(databaseA);
    appB = await buildTestApp(databaseB);
  });
  afterAll(async () => {
    await appB?.close();
    await databaseB?.close();
    await appA?.close();
    await databaseA?.close();
  });

  const signedInOn = async (app: TestApp, cookies: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/api/v1/me', cookies })).json().user !== null;

  async function cookieRead(app: TestApp) {
    const user = await createUser(databaseA.db);
    const { token } = await createSession(databaseA.db, user.id);
    const cookies = { [SESSION_COOKIE]: token };
    expect(await signedInOn(app, cookies)).toBe(true);
    return cookies;
  }

  it('answers from each instance’s own cache', async () => {
    const cookies = await cookieRead(appB);
    // Revoked behind the app's back, with no notification: B still answers from its cache.
    await databaseA.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(cookies[SESSION_COOKIE] ?? '')));
    expect(await signedInOn(appB, cookies)).toBe(true);
  });

  it('refuses on B a session signed out on A, without waiting for the TTL', async () => {
    const cookies = await cookieRead(appB);
    const res = await appA.inject(jsonRequest('POST', '/api/v1/auth/logout', {}, cookies));
    expect(res.statusCode).toBe(200);
    expect(await signedInOn(appA, cookies)).toBe(false);
    await eventually(async () => !(await signedInOn(appB, cookies)), SESSION_CACHE_TTL_MS / 5);
  });

  it('listens again after its connection drops, clearing what it may have missed', async () => {
    const missed = await cookieRead(appB);
    const listeners = sql`select pid from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`;
    await databaseA.db.execute(sql`select pg_terminate_backend(pid) from (${listeners}) as l`);
    // A sign-out while B is not listening: B hears nothing, but its reconnection clears all.
    await databaseA.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(missed[SESSION_COOKIE] ?? '')));
    await eventually(async () => !(await signedInOn(appB, missed)), SESSION_CACHE_TTL_MS / 2);
    await eventually(async () => {
      const [row] = await rowsOf<{ count: string }>(
        databaseA,
        sql`select count(*) as count from (${listeners}) as l`,
      );
      return Number(row?.count) === 2;
    }, SESSION_CACHE_TTL_MS);
    const cookies = await cookieRead(appB);
    await appA.inject(jsonRequest('POST', '/api/v1/auth/logout', {}, cookies));
    await eventually(async () => !(await signedInOn(appB, cookies)), SESSION_CACHE_TTL_MS / 5);
  });
});
