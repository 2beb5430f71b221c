import { afterAll, beforeAll, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { buildTestApp, testConfig, type TestApp } from '../../../test/test-app';

// The per-address limits are only as good as the address: X-Forwarded-For is written by
// the client first and appended to by each proxy, so only the proxies' entries count.
describeEachDatabase('the client address behind TRUST_PROXY', (createDatabase) => {
  let database: Database;
  const apps: Record<'none' | 'oneHop' | 'listed', TestApp | undefined> = {
    none: undefined,
    oneHop: undefined,
    listed: undefined,
  };

  beforeAll(async () => {
    database = await createDatabase();
    apps.none = await buildTestApp(database);
    apps.oneHop = await buildTestApp(database, { config: testConfig({ TRUST_PROXY: '1' }) });
    apps.listed = await buildTestApp(database, {
      config: testConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }),
    });
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((app) => app?.close()));
    await database.close();
  });

  /** A code look-up (limited to 10 per address) arriving from our proxy at 127.0.0.1. */
  const lookUp = (app: TestApp | undefined, forwardedFor: string) => {
    if (!app) throw new Error('app not built');
    return app.inject({
      method: 'GET',
      url: '/api/v1/auth/school-code/NOPE1',
      headers: { 'x-forwarded-for': forwardedFor },
    });
  };
  const countedAddresses = async () =>
    (
      await database.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(like(rateLimits.key, 'code:ip:%'))
    ).map((row) => row.key.replace('code:ip:', ''));

  it('with one proxy, counts the address the proxy added, whatever the client wrote first', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      statuses.push((await lookUp(apps.oneHop, `1.2.3.${attempt}, 5.6.7.8`)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429]);
    expect(await countedAddresses()).toEqual(['5.6.7.8']);
  });

  it('with one proxy, ignores the header of a client that connects directly from outside', async () => {
    await database.db.delete(rateLimits);
    if (!apps.oneHop) throw new Error('app not built');
    await apps.oneHop.inject({
      method: 'GET',
      url: '/api/v1/auth/school-code/NOPE1',
      headers: { 'x-forwarded-for': '1.2.3.4' },
      remoteAddress: '203.0.113.9',
    });
    expect(await countedAddresses()).toEqual(['203.0.113.9']);
  });

  it('with listed proxies, skips only their addresses', async () => {
    await database.db.delete(rateLimits);
    await lookUp(apps.listed, '1.2.3.4, 9.9.9.9, 10.20.30.40');
    expect(await countedAddresses()).toEqual(['9.9.9.9']);
  });

  it('by default, ignores the header and counts the connecting address', async () => {
    await database.db.delete(rateLimits);
    await lookUp(apps.none, '1.2.3.4, 5.6.7.8');
    expect(await countedAddresses()).toEqual(['127.0.0.1']);
  });
});
