import { expect, it } from 'vitest';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { describeEachDatabase } from '../../../test/databases';
import { useTestApp } from '../../../test/test-app';
import { createSession, createUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';

const HOUR = 3600_000;

describeEachDatabase('PUT /api/v1/me/locale', (createDatabase) => {
  const now = new Date('2026-11-22T10:00:00Z');
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => now } }));

  async function signIn() {
    const user = await createUser(ctx.database.db, {});
    const { token } = await createSession(ctx.database.db, user.id, {
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 12 * HOUR),
    });
    return { [SESSION_COOKIE]: token };
  }
  const me = (cookies: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/me', cookies });
  const setLocale = (cookies: Record<string, string>, payload: object) =>
    ctx.app.inject(jsonRequest('PUT', '/api/v1/me/locale', payload, cookies));

  it('starts in English and remembers Spanish once chosen, in the next /me', async () => {
    const cookies = await signIn();
    expect((await me(cookies)).json().user.locale).toBe('en');
    // Read once more so the session sits in the cache: the write must drop it.
    await me(cookies);
    const res = await setLocale(cookies, { locale: 'es' });
    expect(res.statusCode).toBe(200);
    expect((await me(cookies)).json().user.locale).toBe('es');
  });

  it('refuses a language the app does not speak, at the field', async () => {
    const cookies = await signIn();
    const res = await setLocale(cookies, { locale: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('locale');
    expect((await me(cookies)).json().user.locale).toBe('en');
  });

  it('refuses a signed-out request with 401, before reading the body', async () => {
    const res = await setLocale({}, { locale: 'xx' });
    expect(res.statusCode).toBe(401);
  });
});
