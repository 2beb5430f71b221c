import { expect, it } from 'vitest';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { describeEachDatabase } from '../../test/databases';
import { createSession, createUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const cleared = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').includes(`${SESSION_COOKIE}=;`);

describeEachDatabase('the current-user hook', (createDatabase) => {
  const ctx = useTestApp(createDatabase);

  async function cookieOf(options: { revoked?: boolean } = {}) {
    const user = await createUser(ctx.database.db);
    const { token } = await createSession(ctx.database.db, user.id, {
      revokedAt: options.revoked ? new Date() : null,
    });
    return { user, cookies: { [SESSION_COOKIE]: token } };
  }

  it('lets a guarded route see who is signed in', async () => {
    const { cookies } = await cookieOf();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/plan/personnel', cookies });
    expect(res.statusCode).toBe(200);
    expect(cleared(res)).toBe(false);
  });

  it('refuses a guarded route to an ended session and clears its cookie', async () => {
    const { cookies } = await cookieOf({ revoked: true });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/plan/personnel', cookies });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Your session has ended. Please sign in again.',
    });
    expect(cleared(res)).toBe(true);
  });

  it('clears an ended session’s cookie on an open API route too, which still answers', async () => {
    const { cookies } = await cookieOf({ revoked: true });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/site', cookies });
    expect(res.statusCode).toBe(200);
    expect(cleared(res)).toBe(true);
  });

  it('leaves pages and assets alone: no session is looked up for them', async () => {
    const { cookies } = await cookieOf({ revoked: true });
    const res = await ctx.app.inject({ method: 'GET', url: '/dashboard', cookies });
    expect(cleared(res)).toBe(false);
  });

  it('signs out through the session store: the session no longer signs anyone in', async () => {
    const { cookies } = await cookieOf();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: '{}',
      cookies,
    });
    expect(logout.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', cookies });
    expect(me.json()).toEqual({ user: null, session: null });
  });
});
