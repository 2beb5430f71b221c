import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { buildApp } from './app';
import type { Database } from './db/client';
import { loggerOptions, requestLogLevel } from './logger';
import { createPgliteTestDatabase } from '../test/databases';
import { SAME_ORIGIN } from '../test/http';
import { testConfig } from '../test/test-app';

const INFO = 30;
const ERROR = 50;

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  err?: { message: string };
}

describe('request logging at info', () => {
  const lines: Line[] = [];
  const raw: string[] = [];
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createPgliteTestDatabase();
    const config = testConfig({ LOG_LEVEL: 'info' });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        raw.push(String(chunk));
        lines.push(JSON.parse(String(chunk)) as Line);
        done();
      },
    });
    app = await buildApp({
      config,
      database,
      logger: { ...loggerOptions(config), stream },
      webDistDir: '/nonexistent-web-build',
    });
    app.get('/api/v1/test-failure', () => {
      throw new Error('the disk caught fire');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** The lines logged while `send` ran. */
  async function linesOf(send: () => Promise<unknown>) {
    const from = lines.length;
    await send();
    return lines.slice(from);
  }

  it('writes nothing for a successful read', async () => {
    const logged = await linesOf(async () => {
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/v1/me' })).statusCode).toBe(200);
    });
    expect(logged).toEqual([]);
  });

  it('writes one line for a change, with its method, URL and status', async () => {
    const logged = await linesOf(() =>
      app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: {}, headers: SAME_ORIGIN }),
    );
    expect(logged).toEqual([
      expect.objectContaining({
        level: INFO,
        msg: 'request completed',
        req: expect.objectContaining({ method: 'POST', url: '/api/v1/auth/logout' }),
        res: { statusCode: 200 },
      }),
    ]);
  });

  it('writes a refused read at info, its secrets redacted', async () => {
    const logged = await linesOf(() =>
      app.inject({
        method: 'GET',
        url: '/api/v1/cards/CardSecret123/log?token=QuerySecret456',
        cookies: { [SESSION_COOKIE]: 'CookieSecret789' },
      }),
    );
    const [line] = logged;
    expect(line).toMatchObject({ level: INFO, res: { statusCode: expect.any(Number) } });
    expect(line?.res?.statusCode).toBeGreaterThanOrEqual(400);
    expect(line?.req?.url).toBe('/api/v1/cards/[Redacted]/log?token=[Redacted]');
    const text = raw.slice(-logged.length).join('');
    for (const secret of ['CardSecret123', 'QuerySecret456', 'CookieSecret789']) {
      expect(text).not.toContain(secret);
    }
  });

  it('writes a server fault at error, with the error', async () => {
    const logged = await linesOf(async () => {
      expect((await app.inject({ method: 'GET', url: '/api/v1/test-failure' })).statusCode).toBe(
        500,
      );
    });
    expect(logged.every((line) => line.level === ERROR)).toBe(true);
    expect(logged.map((line) => line.err?.message)).toContain('the disk caught fire');
    expect(logged.map((line) => line.res?.statusCode)).toContain(500);
    expect(new Set(logged.map((line) => line.reqId)).size).toBe(1);
  });
});

describe('the level of a request’s line', () => {
  it.each([
    ['GET', 200, 'debug'],
    ['HEAD', 304, 'debug'],
    ['GET', 404, 'info'],
    ['POST', 200, 'info'],
    ['DELETE', 204, 'info'],
    ['PUT', 409, 'info'],
    ['GET', 503, 'error'],
    ['POST', 500, 'error'],
  ] as const)('%s answered %i: %s', (method, status, level) => {
    expect(requestLogLevel(method, status)).toBe(level);
  });
});
