import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createPgliteTestDatabase } from '../test/databases';
import { testConfig } from '../test/test-app';
import { createShutdown } from './lifecycle';

describe('graceful shutdown', () => {
  it('lets a request in flight finish, then closes the database and exits 0', async () => {
    const database = await createPgliteTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: false });
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      app.get('/api/v1/slow-test-route', async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
        return { finished: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');

    const inFlight = fetch(`http://127.0.0.1:${address.port}/api/v1/slow-test-route`);
    await started;
    const exits: number[] = [];
    const stopping = createShutdown(app, database, (code) => exits.push(code))('SIGTERM');
    setTimeout(() => release(), 200);

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await stopping;
    expect(exits).toEqual([0]);
    await expect(database.ping()).rejects.toThrow();
  });

  it('forces the exit on a second signal', async () => {
    const database = await createPgliteTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: false });
    const exits: number[] = [];
    const shutdown = createShutdown(app, database, (code) => exits.push(code));
    const first = shutdown('SIGTERM');
    await shutdown('SIGINT');
    await first;
    expect(exits[0]).toBe(1);
  });
});
