import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { sessions } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { describeEachDatabase } from '../../../test/databases';
import { useTestApp } from '../../../test/test-app';
import { createUserWithPassword } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';

const PASSWORD = 'maple-leaf-orchard';

describeEachDatabase('signing in', (createDatabase) => {
  let now = new Date('2026-11-22T09:00:00Z');
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => now } }));

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    ctx.app.inject({
      ...jsonRequest('POST', '/api/v1/auth/login', { email, password }),
      remoteAddress: ip,
    });
  const cookieOf = (res: Awaited<ReturnType<typeof login>>) =>
    res.cookies.find((cookie) => cookie.name === SESSION_COOKIE);

  it('signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const user = await createUserWithPassword(ctx.database.db, PASSWORD, { firstName: 'Ana' });
    const res = await login(user.email.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, firstName: 'Ana' });
    const cookie = cookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // 32 random bytes in base64url: 256 bits, at least the 128 required.
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the SHA-256 of the token and issues a new token at each sign-in', async () => {
    const user = await createUserWithPassword(ctx.database.db, PASSWORD);
    const first = cookieOf(await login(user.email, PASSWORD))?.value ?? '';
    const second = cookieOf(await login(user.email, PASSWORD))?.value ?? '';
    expect(first).not.toBe(second);
    const stored = await ctx.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    const hashes = stored.map((row) => row.tokenHash);
    expect(hashes).toContain(hashToken(first));
    expect(hashes).not.toContain(first);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const user = await createUserWithPassword(ctx.database.db, PASSWORD);
    const wrongPassword = await login(user.email, 'not-the-password', '10.0.0.2');
    const unknownEmail = await login('nobody-here@example.org', PASSWORD, '10.0.0.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'The e-mail address or password is not correct.',
    });
    expect(cookieOf(wrongPassword)).toBeUndefined();
  });

  it('locks an account after 5 wrong passwords, says when to retry, and unlocks after 15 minutes', async () => {
    const user = await createUserWithPassword(ctx.database.db, PASSWORD);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(user.email, 'wrong-guess', `10.1.0.${attempt}`)).statusCode).toBe(401);
    }
    const locked = await login(user.email, PASSWORD, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(locked.headers['retry-after']).toBe('900');

    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    expect((await login(user.email, PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('checks only 5 of 30 wrong passwords sent at once, then refuses the right one until the window ends', async () => {
    const user = await createUserWithPassword(ctx.database.db, PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        login(user.email, `wrong-guess-${attempt}`, `10.7.0.${attempt + 1}`),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    // 401 means the password was checked; 429 means it was refused before any check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);

    const locked = await login(user.email, PASSWORD, '10.7.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    expect((await login(user.email, PASSWORD, '10.7.1.1')).statusCode).toBe(200);
  });

  it('forgets earlier wrong passwords after a successful sign-in', async () => {
    const user = await createUserWithPassword(ctx.database.db, PASSWORD);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login(user.email, 'wrong-guess', `10.8.0.${attempt}`)).statusCode).toBe(401);
    }
    expect((await login(user.email, PASSWORD, '10.8.1.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login(user.email, 'wrong-guess', `10.8.2.${attempt}`)).statusCode).toBe(401);
    }
    expect((await login(user.email, PASSWORD, '10.8.1.1')).statusCode).toBe(200);
  });

  it('limits sign-in attempts from one address across accounts', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 51; attempt += 1) {
      last = (await login(`guess${attempt}@example.org`, 'whatever1', '10.9.9.9')).statusCode;
    }
    expect(last).toBe(429);
    expect((await login('guess0@example.org', 'whatever1', '10.9.9.10')).statusCode).toBe(401);
  });

  it('refuses a sign-in without a JSON body from our own origin', async () => {
    const user = await createUserWithPassword(ctx.database.db, PASSWORD);
    const noOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(noOrigin.json().code).toBe('CROSS_ORIGIN');
    const otherSite = await ctx.app.inject({
      ...jsonRequest('POST', '/api/v1/auth/login', { email: user.email, password: PASSWORD }),
      headers: { origin: 'https://evil.example' },
    });
    expect(otherSite.statusCode).toBe(403);
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `email=${encodeURIComponent(user.email)}&password=${PASSWORD}`,
    });
    expect(form.statusCode).toBe(415);
  });

  it('names the missing fields', async () => {
    const res = await login('', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Required' },
        { path: 'password', message: 'Required' },
      ]),
    );
  });
});
