import { expect, it } from 'vitest';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { describeEachDatabase } from '../../test/databases';
import { createUserWithPassword } from '../../test/factories';
import { testConfig, useTestApp } from '../../test/test-app';

const PASSWORD = 'harbor-lantern-meadow';
const ORIGIN = 'https://trellis.example.org';

describeEachDatabase('the session cookie over https', (createDatabase) => {
  const ctx = useTestApp(createDatabase, () => ({ config: testConfig({ PUBLIC_URL: ORIGIN }) }));

  const login = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: PASSWORD }),
    });

  it('is a Secure __Host- cookie for the whole site, with no Domain', async () => {
    const user = await createUserWithPassword(ctx.database.db, PASSWORD);
    const res = await login(user.email);
    expect(res.statusCode).toBe(200);
    const [cookie] = res.cookies;
    expect(cookie).toMatchObject({
      name: `__Host-${SESSION_COOKIE}`,
      secure: true,
      httpOnly: true,
      path: '/',
    });
    expect(cookie?.domain).toBeUndefined();
  });

  it('does not take the same token under the name without the prefix', async () => {
    const user = await createUserWithPassword(ctx.database.db, PASSWORD);
    const token = (await login(user.email)).cookies[0]?.value ?? '';
    const me = (cookies: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/me', cookies });
    expect((await me({ [`__Host-${SESSION_COOKIE}`]: token })).json().user?.id).toBe(user.id);
    expect((await me({ [SESSION_COOKIE]: token })).json().user).toBeNull();
  });

  it('clears it on sign-out with the attributes a browser needs to accept the deletion', async () => {
    const user = await createUserWithPassword(ctx.database.db, PASSWORD);
    const token = (await login(user.email)).cookies[0]?.value ?? '';
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
      cookies: { [`__Host-${SESSION_COOKIE}`]: token },
    });
    expect(logout.statusCode).toBe(200);
    const [cleared] = logout.cookies;
    expect(cleared).toMatchObject({
      name: `__Host-${SESSION_COOKIE}`,
      value: '',
      secure: true,
      path: '/',
    });
    expect(cleared?.domain).toBeUndefined();
  });
});
