import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '@trellis/shared/session';
import type { Database } from '../src/db/client';
import { passwordResetRequests, users } from '../src/db/schema/index';
import { loggerOptions } from '../src/logger';
import { describeEachDatabase } from './databases';
import { createDistrict } from './factories';
import { SAME_ORIGIN } from './http';
import { linkIn, startTestSmtp } from './smtp';
import { buildTestApp, testConfig, type TestApp } from './test-app';

/**
 * Issue 14, item 1: the account flows run on the real app, logging at the most detailed
 * level into a captured stream, with mail sent by SMTP; no line may hold a token, a
 * completion key, a password or a password hash.
 */
describeEachDatabase('secrets in the logs', (createDatabase) => {
  const lines: string[] = [];
  let database: Database;
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let ip = 0;

  beforeAll(async () => {
    database = await createDatabase();
    smtp = await startTestSmtp();
    const config = testConfig({ SMTP_URL: smtp.url, LOG_LEVEL: 'trace' });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildTestApp(database, {
      config,
      logger: { ...loggerOptions(config), stream },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, session?: string) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: SAME_ORIGIN,
      cookies: session ? { [SESSION_COOKIE]: session } : {},
      remoteAddress: `10.14.1.${(ip += 1)}`,
    });
  const sessionOf = (res: Awaited<ReturnType<typeof send>>) =>
    res.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';
  const nextMail = async (count: number) => {
    await vi.waitFor(() => expect(smtp.messages.length).toBeGreaterThan(count));
    return smtp.messages[count];
  };

  it('never writes a token, a completion key, a password or a hash across the account flows', async () => {
    const secrets: string[] = [];
    const passwords = {
      registered: 'amber-willow-creek',
      wrong: 'wrong-guess-orchard',
      changed: 'copper-meadow-dawn',
      reset: 'silver-harbor-rain',
      completed: 'velvet-pine-lantern',
      nul: 'quiet-river-stones',
    };
    secrets.push(...Object.values(passwords));
    const district = await createDistrict(database.db);
    const email = 'secret.keeper@maple.example.org';

    // Register with an access code, sign in, a wrong password, change the password.
    const registered = await send('POST', '/api/v1/auth/register', {
      email,
      fname: 'Jordan',
      lname: 'Lee',
      phone: '555-0100',
      password: passwords.registered,
      code: district.code,
      type: 'district',
    });
    expect(registered.statusCode).toBe(201);
    secrets.push(sessionOf(registered));
    const signedIn = await send('POST', '/api/v1/auth/login', {
      email,
      password: passwords.registered,
    });
    expect(signedIn.statusCode).toBe(200);
    const session = sessionOf(signedIn);
    secrets.push(session);
    const wrong = await send('POST', '/api/v1/auth/login', { email, password: passwords.wrong });
    expect(wrong.statusCode).toBe(401);
    const changed = await send(
      'PUT',
      '/api/v1/auth/password',
      {
        currentPassword: passwords.registered,
        newPassword: passwords.changed,
        confirmPassword: passwords.changed,
      },
      session,
    );
    expect(changed.statusCode).toBe(200);

    // Request a reset, open the link, check it and use it.
    const before = smtp.messages.length;
    const requested = await send('POST', '/api/v1/auth/password-reset/request', { email });
    expect(requested.statusCode).toBe(200);
    const token =
      linkIn(await nextMail(before), /\/pwreset-form\/[A-Za-z0-9_-]+/)
        .split('/')
        .pop() ?? '';
    expect(token.length).toBeGreaterThan(20);
    secrets.push(token);
    await send('GET', `/pwreset-form/${token}`);
    await send('GET', `/pwreset-form/${token}?from=mail`);
    expect((await send('POST', '/api/v1/auth/password-reset/check', { token })).json()).toEqual({
      valid: true,
    });
    const reset = await send('POST', '/api/v1/auth/password-reset/complete', {
      token,
      password: passwords.reset,
    });
    expect(reset.statusCode).toBe(200);

    // Buy a year with the test checkout and complete the registration with the mailed key.
    const buyer = { firstName: 'Ivy', lastName: 'Stone', email: 'ivy.stone@example.org' };
    const started = await send('POST', '/api/v1/checkout/start', {});
    const checkoutId = String(started.json().url).split('/').pop();
    const paidAt = smtp.messages.length;
    expect((await send('POST', `/api/v1/checkout/test/${checkoutId}/pay`, buyer)).statusCode).toBe(
      200,
    );
    const key = linkIn(await nextMail(paidAt), /key=[A-Za-z0-9_-]+/).slice('key='.length);
    secrets.push(key);
    await send('GET', `/register/complete?key=${key}`);
    expect((await send('GET', `/api/v1/registration/complete/${key}`)).statusCode).toBe(200);
    const completed = await send('POST', '/api/v1/registration/complete', {
      key,
      password: passwords.completed,
      confirm: passwords.completed,
    });
    expect(completed.statusCode).toBe(200);
    secrets.push(sessionOf(completed));

    // A first name PostgreSQL refuses (a NUL byte): whatever the answer, no hash is logged.
    const nul = await send('POST', '/api/v1/auth/register', {
      email: 'nul.byte@maple.example.org',
      fname: 'Jo\u0000rdan',
      lname: 'Lee',
      phone: '555-0100',
      password: passwords.nul,
      code: district.code,
      type: 'district',
    });
    expect(nul.statusCode).toBeLessThan(600);

    await vi.waitFor(async () => {
      const pending = await database.db
        .select()
        .from(passwordResetRequests)
        .where(eq(passwordResetRequests.mailStatus, 'pending'));
      expect(pending).toEqual([]);
    });
    const hashes = await database.db.select({ hash: users.passwordHash }).from(users);
    secrets.push(...hashes.map(({ hash }) => hash).filter((hash) => hash.startsWith('$argon2')));

    const log = lines.join('');
    for (const secret of secrets.filter(Boolean)) expect(log).not.toContain(secret);
    expect(log).not.toContain('$argon2');
    // The flows did log: requests with their URLs redacted, and the mail sent.
    expect(log).toContain('/pwreset-form/[Redacted]');
    expect(log).toContain('/register/complete?key=[Redacted]');
    expect(log).toContain('/api/v1/registration/complete/[Redacted]');
    expect(log).toContain('mail sent to');
  });
});
