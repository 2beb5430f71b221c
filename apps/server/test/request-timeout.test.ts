import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../src/app';
import type { Database } from '../src/db/client';
import { createPgliteTestDatabase } from './databases';
import { SAME_ORIGIN } from './http';
import { buildTestApp, type TestApp } from './test-app';

const SHORT_TIMEOUT_MS = 400;

/** Sends `head` and the start of a body, never the rest; resolves with what came back and when. */
function trickle(port: number, head: string, partialBody: string) {
  const started = Date.now();
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.write(head);
      socket.write(partialBody);
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    // The test fails (rather than hangs) if the server never closes the socket.
    setTimeout(() => socket.destroy(new Error('the server kept the socket open')), 10_000);
  });
}

// A request time-out holds whatever database backs the app, so this runs on PGlite only.
describe('server-wide request time-out', () => {
  let database: Database;
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    database = await createPgliteTestDatabase();
    app = await buildTestApp(database, { requestTimeoutMs: SHORT_TIMEOUT_MS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is 30 s in production, long enough for 1 MiB on a slow connection', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(app.server.requestTimeout).toBe(SHORT_TIMEOUT_MS);
  });

  it('answers 408 and closes the socket of a client that never finishes its body', async () => {
    const body = JSON.stringify({ email: 'slow@example.org', password: 'a password' });
    const head = [
      'POST /api/v1/auth/login HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Origin: ${SAME_ORIGIN.origin}`,
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    const { answer, closedAfterMs } = await trickle(port, head, body.slice(0, 10));
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(SHORT_TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(SHORT_TIMEOUT_MS * 4);
  });

  it('closes a client that never finishes its headers', async () => {
    const { closedAfterMs } = await trickle(port, 'GET /api/v1/health HTTP/1.1\r\n', 'Host: x');
    expect(closedAfterMs).toBeLessThan(SHORT_TIMEOUT_MS * 4);
  });

  it('still answers a client that sends its request in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(res.status).toBe(200);
  });
});
