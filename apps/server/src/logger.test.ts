import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { users } from './db/schema/index';
import { createPgliteTestDatabase } from '../test/databases';
import {
  REDACTED_PATHS,
  loggerOptions,
  redactDatabaseError,
  redactUrl,
  serializeError,
} from './logger';

describe('log redaction', () => {
  it('never writes credentials, cookies or tokens', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ redact: { paths: REDACTED_PATHS, censor: '[Redacted]' } }, stream);
    log.info({
      req: { headers: { cookie: 'trellis_session=abc123', authorization: 'Bearer xyz789' } },
      body: { password: 'hunter22', newPassword: 'n3w-secret', token: 'tok-456' },
    });
    const output = lines.join('');
    for (const secret of ['abc123', 'xyz789', 'hunter22', 'n3w-secret', 'tok-456']) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[Redacted]');
  });
});

describe('request URLs in the log', () => {
  it.each([
    ['/pwreset-form/AbC_123-xyz', '/pwreset-form/[Redacted]'],
    ['/pwreset-form/AbC_123-xyz?from=mail', '/pwreset-form/[Redacted]?from=mail'],
    ['/card/AbC_123-xyz', '/card/[Redacted]'],
    ['/log/AbC_123-xyz', '/log/[Redacted]'],
    ['/api/v1/cards/AbC_123-xyz/log', '/api/v1/cards/[Redacted]/log'],
    ['/api/v1/plans/6f1c/log/csv?from=2026-11-01', '/api/v1/plans/6f1c/log/csv?from=2026-11-01'],
    ['/api/v1/cards/AbC_123-xyz/acknowledge', '/api/v1/cards/[Redacted]/acknowledge'],
    ['/register/complete?key=AbC_123', '/register/complete?key=[Redacted]'],
    ['/register/complete?paid=new&KEY=AbC_123', '/register/complete?paid=new&KEY=[Redacted]'],
    ['/api/v1/registration/complete/AbC_123', '/api/v1/registration/complete/[Redacted]'],
    ['/somewhere?token=AbC_123&q=maths', '/somewhere?token=[Redacted]&q=maths'],
    ['/api/v1/auth/password-reset/request', '/api/v1/auth/password-reset/request'],
    ['/api/v1/search?q=reading', '/api/v1/search?q=reading'],
    ['/api/v1/auth/school-code/MAPLE123', '/api/v1/auth/school-code/[Redacted]'],
    [
      '/api/v1/auth/sso/callback?code=c0de&state=st4te&iss=x',
      '/api/v1/auth/sso/callback?code=[Redacted]&state=[Redacted]&iss=x',
    ],
    ['/api/v1/auth/sso/options?email=ana%40maple.org', '/api/v1/auth/sso/options?email=[Redacted]'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('database errors in the log', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createPgliteTestDatabase();
  });
  afterAll(() => database.close());

  const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

  /** The error a NUL byte in a first name gives today, with a password hash among the values. */
  async function nulByteError(): Promise<unknown> {
    try {
      await database.db.insert(users).values({
        email: 'nul@example.org',
        firstName: 'Jo\u0000rdan',
        lastName: 'Lee',
        passwordHash: HASH,
        accountType: 'individual',
      });
    } catch (error) {
      return error;
    }
    throw new Error('the insert was not refused');
  }

  /** The JSON line the app's logger writes for `err`. */
  function logged(err: unknown): string {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions({ LOG_LEVEL: 'info' }) as pino.LoggerOptions;
    pino(options, stream).error({ err }, 'request failed');
    return lines.join('');
  }

  it('keeps the code and message, never the query or its parameters', async () => {
    const error = await nulByteError();
    // The driver's error does carry the hash: this is what must not reach the log.
    expect(JSON.stringify({ error, cause: (error as Error).cause }) + String(error)).toContain(
      '$argon2',
    );
    const output = logged(error);
    expect(output).not.toContain('$argon2');
    expect(output).not.toContain('insert into');
    expect(output).not.toContain('nul@example.org');
    const line = JSON.parse(output).err;
    expect(line.code).toBe('22021');
    expect(line.message).toMatch(/^database error 22021: invalid byte sequence/);
    expect(line.stack).toContain(' at ');
  });

  it('logs an error the handler already redacted once, with its type and stack intact', async () => {
    const error = await nulByteError();
    // What handleError does: redact, then log through the app's serializer.
    const line = JSON.parse(logged(redactDatabaseError(error))).err;
    expect(line.message.match(/database error/g)).toHaveLength(1);
    expect(line.type).not.toBe('Object');
    expect(line.stack).toContain(' at ');
  });

  it('leaves other errors as they are', () => {
    const error = new Error('plain failure');
    expect(redactDatabaseError(error)).toBe(error);
    expect(serializeError(error).message).toBe('plain failure');
  });
});
