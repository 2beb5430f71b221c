import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessionCookiePolicy } from '../../http/session-cookie';
import type { Database } from '../../db/client';
import { passwordResetRequests, passwordResetTokens } from '../../db/schema/index';
import { hashToken, randomToken } from '../../lib/tokens';
import { describeEachDatabase } from '../../../test/databases';
import { buildTestApp, testConfig } from '../../../test/test-app';
import { createUserWithPassword } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { linkIn, startTestSmtp } from '../../../test/smtp';

// The suite serves an https PUBLIC_URL, so the session cookie carries the __Host- prefix.
const SESSION_COOKIE_NAME = sessionCookiePolicy({
  NODE_ENV: 'test',
  PUBLIC_URL: 'https://trellis.example.org',
}).name;

const OLD = 'birch-canoe-summer';
const NEW = 'harbor-lantern-frost';

describeEachDatabase('passwords', (createDatabase) => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let now = new Date('2026-11-22T09:00:00Z');
  let ip = 0;

  beforeAll(async () => {
    database = await createDatabase();
    smtp = await startTestSmtp();
    const config = testConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://trellis.example.org' });
    app = await buildTestApp(database, { config, clock: { now: () => now } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.close();
  });

  const origin = { origin: 'https://trellis.example.org' };
  const call = (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
    app.inject({
      ...jsonRequest(method, url, payload, token ? { [SESSION_COOKIE_NAME]: token } : {}),
      headers: origin,
      remoteAddress: `10.5.0.${(ip++ % 250) + 1}`,
    });
  const signIn = async (email: string, password: string) => {
    const res = await call('POST', '/api/v1/auth/login', { email, password });
    return {
      status: res.statusCode,
      token: res.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value ?? '',
    };
  };
  const isSignedIn = async (token: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/v1/me',
        cookies: { [SESSION_COOKIE_NAME]: token },
      })
    ).json().user !== null;
  const change = (token: string, body: object) => call('PUT', '/api/v1/auth/password', body, token);
  // The reset e-mail is sent off the request path: wait for the stored request to be handled.
  const resetHandled = (email: string) =>
    vi.waitFor(async () => {
      const rows = await database.db
        .select()
        .from(passwordResetRequests)
        .where(eq(passwordResetRequests.email, email));
      expect(rows.at(-1)?.mailStatus).not.toBe('pending');
      return rows.at(-1)?.mailStatus;
    });

  it('needs a signed-in user to change a password', async () => {
    const res = await change('', { currentPassword: OLD, newPassword: NEW, confirmPassword: NEW });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [
      { currentPassword: 'wrong-one-here', newPassword: NEW, confirmPassword: NEW },
      'currentPassword',
      'Your current password is not correct.',
    ],
    [
      { currentPassword: OLD, newPassword: 'short', confirmPassword: 'short' },
      'newPassword',
      'Password Must Be At Least 8 Characters',
    ],
    [
      { currentPassword: OLD, newPassword: 'password1', confirmPassword: 'password1' },
      'newPassword',
      'This password is too common. Please choose one that is harder to guess.',
    ],
    [
      { currentPassword: OLD, newPassword: NEW, confirmPassword: `${NEW}!` },
      'confirmPassword',
      'Passwords do not match',
    ],
  ])('refuses a change and says why (%#)', async (body, path, message) => {
    const user = await createUserWithPassword(database.db, OLD);
    const { token } = await signIn(user.email, OLD);
    const res = await change(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, issues: [{ path, message }] });
    expect((await signIn(user.email, OLD)).status).toBe(200);
  });

  it('changes the password, keeps this session and signs out the others', async () => {
    const user = await createUserWithPassword(database.db, OLD);
    const here = (await signIn(user.email, OLD)).token;
    const elsewhere = (await signIn(user.email, OLD)).token;
    const res = await change(here, {
      currentPassword: OLD,
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(res.statusCode).toBe(200);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect((await signIn(user.email, OLD)).status).toBe(401);
    expect((await signIn(user.email, NEW)).status).toBe(200);
  });

  it('limits guesses of the current password per account, even sent at once, and says when to retry', async () => {
    const user = await createUserWithPassword(database.db, OLD);
    const { token } = await signIn(user.email, OLD);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) =>
        change(token, {
          currentPassword: `wrong-guess-${attempt}`,
          newPassword: NEW,
          confirmPassword: NEW,
        }),
      ),
    );
    const statuses = guesses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const right = await change(token, {
      currentPassword: OLD,
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    });
    expect((await signIn(user.email, OLD)).status).toBe(200);

    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    const later = await change(token, {
      currentPassword: OLD,
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(later.statusCode).toBe(200);
  });

  /** A reset link for `userId` stored as a request would store it; returns the raw token. */
  const storeResetToken = async (userId: string) => {
    const token = randomToken();
    await database.db.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60 * 60_000),
    });
    return token;
  };
  const resetLinkValid = async (token: string) =>
    (await call('POST', '/api/v1/auth/password-reset/check', { token })).json().valid;

  it('cancels the other unused reset links once one of them has been used', async () => {
    const user = await createUserWithPassword(database.db, OLD);
    const first = await storeResetToken(user.id);
    const second = await storeResetToken(user.id);
    const other = await createUserWithPassword(database.db, OLD);
    const othersLink = await storeResetToken(other.id);

    const done = await call('POST', '/api/v1/auth/password-reset/complete', {
      token: second,
      password: NEW,
    });
    expect(done.statusCode).toBe(200);
    expect(await resetLinkValid(first)).toBe(false);
    const late = await call('POST', '/api/v1/auth/password-reset/complete', {
      token: first,
      password: 'another-good-phrase',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'This password reset link has expired or has already been used. Please request a new one.',
    );
    expect((await signIn(user.email, NEW)).status).toBe(200);
    // Another user's link is not affected.
    expect(await resetLinkValid(othersLink)).toBe(true);
  });

  it('cancels unused reset links when the password is changed', async () => {
    const user = await createUserWithPassword(database.db, OLD);
    const link = await storeResetToken(user.id);
    const { token } = await signIn(user.email, OLD);
    const res = await change(token, {
      currentPassword: OLD,
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(res.statusCode).toBe(200);
    expect(await resetLinkValid(link)).toBe(false);
    const late = await call('POST', '/api/v1/auth/password-reset/complete', {
      token: link,
      password: 'another-good-phrase',
    });
    expect(late.json().code).toBe('RESET_LINK_INVALID');
    expect((await signIn(user.email, NEW)).status).toBe(200);
  });

  it('answers a reset request the same for unknown addresses and sends nothing', async () => {
    const before = smtp.messages.length;
    const res = await call('POST', '/api/v1/auth/password-reset/request', {
      email: 'ghost@example.org',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await resetHandled('ghost@example.org')).toBe('no-account');
    expect(smtp.messages.length).toBe(before);
  });

  it('e-mails a single-use link built from PUBLIC_URL; the reset signs out everywhere and sends a notice', async () => {
    const user = await createUserWithPassword(database.db, OLD, { firstName: 'Maya' });
    const session = (await signIn(user.email, OLD)).token;
    const res = await call('POST', '/api/v1/auth/password-reset/request', {
      email: user.email.toUpperCase(),
    });
    expect(res.json()).toEqual({ success: true });
    expect(await resetHandled(user.email.toUpperCase())).toBe('sent');
    const mail = smtp.messages.at(-1);
    expect(mail?.subject).toBe('Reset your Trellis password');
    expect(mail?.to).toMatchObject({ text: user.email });
    const link = linkIn(mail, /https:\/\/trellis\.example\.org\/pwreset-form\/[A-Za-z0-9_-]{43}/);
    const token = link.split('/').pop() ?? '';

    const stored = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await call('POST', '/api/v1/auth/password-reset/check', { token })).json()).toEqual({
      valid: true,
    });
    const weak = await call('POST', '/api/v1/auth/password-reset/complete', {
      token,
      password: 'abc',
    });
    expect(weak.json().issues).toEqual([
      { path: 'password', message: 'Password Must Be At Least 8 Characters' },
    ]);

    const done = await call('POST', '/api/v1/auth/password-reset/complete', {
      token,
      password: NEW,
    });
    expect(done.statusCode).toBe(200);
    expect(await isSignedIn(session)).toBe(false);
    expect((await signIn(user.email, NEW)).status).toBe(200);
    expect(smtp.messages.at(-1)?.subject).toBe('Your Trellis password was changed');

    const again = await call('POST', '/api/v1/auth/password-reset/complete', {
      token,
      password: 'another-good-phrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This password reset link has expired or has already been used. Please request a new one.',
    );
    expect((await call('POST', '/api/v1/auth/password-reset/check', { token })).json()).toEqual({
      valid: false,
    });
  });

  it('refuses a reset link after 60 minutes', async () => {
    const user = await createUserWithPassword(database.db, OLD);
    await call('POST', '/api/v1/auth/password-reset/request', { email: user.email });
    await resetHandled(user.email);
    const token =
      linkIn(smtp.messages.at(-1), /pwreset-form\/[A-Za-z0-9_-]+/)
        .split('/')
        .pop() ?? '';
    now = new Date(now.getTime() + 61 * 60_000);
    const res = await call('POST', '/api/v1/auth/password-reset/complete', {
      token,
      password: NEW,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('RESET_LINK_INVALID');
    expect((await signIn(user.email, OLD)).status).toBe(200);
  });

  it('limits reset requests per e-mail address, known or not', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push(
        (await call('POST', '/api/v1/auth/password-reset/request', { email: 'flood@example.org' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
