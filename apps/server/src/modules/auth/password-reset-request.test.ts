import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetRequests } from '../../db/schema/index';
import { createRateLimiter } from '../../lib/rate-limiter';
import type { MailMessage, Mailer, SendResult } from '../../mail/mailer';
import { describeEachDatabase } from '../../../test/databases';
import { createUserWithPassword } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { buildTestApp, testConfig, type TestApp } from '../../../test/test-app';
import { retryPasswordResets } from './password.service';

/** A mail server under the test's control: each send waits for `outcome` to be settled. */
function controlledMailer() {
  const sent: MailMessage[] = [];
  let outcome: 'sent' | 'failed' | 'hang' = 'sent';
  let release: () => void = () => {};
  let hanging = new Promise<void>((resolve) => (release = resolve));
  const mailer: Mailer = {
    async send(message): Promise<SendResult> {
      if (outcome === 'hang') await hanging;
      if (outcome === 'failed') return { id: 'x', status: 'failed', error: 'mail server down' };
      sent.push(message);
      return { id: 'x', status: 'sent' };
    },
  };
  return {
    mailer,
    sent,
    set(next: typeof outcome) {
      outcome = next;
      if (next === 'hang') hanging = new Promise<void>((resolve) => (release = resolve));
    },
    /** Lets hanging sends finish (as sent). */
    release() {
      outcome = 'sent';
      release();
    },
  };
}

describeEachDatabase('password reset requests', (createDatabase) => {
  let database: Database;
  let app: TestApp;
  let now = new Date('2026-11-22T09:00:00Z');
  const clock = { now: () => now };
  const mail = controlledMailer();
  const config = testConfig();
  let ip = 0;

  beforeAll(async () => {
    database = await createDatabase();
    app = await buildTestApp(database, { config, clock, mailer: mail.mailer });
  });
  afterAll(async () => {
    mail.release();
    await app.close();
    await database.close();
  });

  const ask = (email: string) =>
    app.inject({
      ...jsonRequest('POST', '/api/v1/auth/password-reset/request', { email }),
      remoteAddress: `10.14.3.${(ip += 1)}`,
    });
  const stored = async (email: string) =>
    (
      await database.db
        .select()
        .from(passwordResetRequests)
        .where(eq(passwordResetRequests.email, email))
    ).at(-1);
  const handled = (email: string) =>
    vi.waitFor(async () => {
      const row = await stored(email);
      expect(row?.mailStatus).not.toBe('pending');
      return row;
    });

  it('answers at once and the same for every address while the mail server hangs', async () => {
    const user = await createUserWithPassword(database.db, 'birch-canoe-summer');
    mail.set('hang');
    const known = await ask(user.email);
    const unknown = await ask('nobody-here@example.org');
    // Both answered although the e-mail to the known address has not gone (nor failed).
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    expect(known.body).toBe(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    expect((await handled('nobody-here@example.org'))?.mailStatus).toBe('no-account');
    expect((await stored(user.email))?.mailStatus).toBe('pending');
    expect(mail.sent.some((message) => message.to.includes(user.email))).toBe(false);

    mail.release();
    expect((await handled(user.email))?.mailStatus).toBe('sent');
    expect(mail.sent.filter((message) => message.to.includes(user.email))).toHaveLength(1);
  });

  it('keeps a reset whose e-mail failed and sends a working link on a later retry', async () => {
    const user = await createUserWithPassword(database.db, 'birch-canoe-summer');
    mail.set('failed');
    expect((await ask(user.email)).json()).toEqual({ success: true });
    await vi.waitFor(async () => {
      // Attempted once, failed, still pending.
      expect(await stored(user.email)).toMatchObject({ mailStatus: 'pending', mailAttempts: 1 });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stored(user.email)).toMatchObject({ mailStatus: 'pending', mailAttempts: 1 });

    mail.set('sent');
    const deps = {
      db: database.db,
      clock,
      limiter: createRateLimiter(database.db, clock),
      config,
      mailer: mail.mailer,
    };
    // Too soon: the retry waits five minutes after an attempt.
    expect(await retryPasswordResets(deps)).toBe(0);
    now = new Date(now.getTime() + 5 * 60_000 + 1000);
    expect(await retryPasswordResets(deps)).toBe(1);
    expect(await stored(user.email)).toMatchObject({ mailStatus: 'sent', mailAttempts: 2 });
    expect(await retryPasswordResets(deps)).toBe(0);

    const message = mail.sent.filter((sent) => sent.to.includes(user.email)).at(-1);
    const token = message?.links?.[0]?.split('/pwreset-form/')[1] ?? '';
    expect(token).not.toBe('');
    const check = await app.inject(
      jsonRequest('POST', '/api/v1/auth/password-reset/check', { token }),
    );
    expect(check.json()).toEqual({ valid: true });
  });
});
