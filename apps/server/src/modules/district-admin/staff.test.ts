import { expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { UNSAFE_TEXT_MESSAGE } from '@trellis/shared/text';
import { passwordResetRequests, users } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import {
  createPerson,
  districtApi,
  insertPlan,
  STAFF_PASSWORD,
  useDistrictWorld,
} from '../../../test/district-admin-world';
import { jsonRequest } from '../../../test/http';

describeEachDatabase('district console: staff', (createDatabase) => {
  const now = new Date('2026-11-24T09:00:00Z');
  const ctx = useDistrictWorld(createDatabase, now);
  const ana = () => districtApi(() => ctx.app, ctx.world.ana.cookies);
  const signIn = (email: string, password = STAFF_PASSWORD) =>
    ctx.app.inject(jsonRequest('POST', '/api/v1/auth/login', { email, password }));
  const me = (cookies: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/me', cookies });

  it('lists the district’s staff by last then first name, with roles and plan counts', async () => {
    const { ana: admin, ben, cy, maple } = ctx.world;
    await insertPlan(ctx.database.db, { ownerId: ben.id, districtId: maple.id, label: 'A' }, now);
    await insertPlan(
      ctx.database.db,
      { ownerId: ben.id, districtId: maple.id, label: 'B' },
      now,
      true,
    );
    await ctx.database.db.update(users).set({ lastSignInAt: now }).where(eq(users.id, cy.id));
    const res = await ana().staff();
    expect(res.statusCode).toBe(200);
    const staff = res.json().staff;
    expect(staff.map((person: { lastName: string }) => person.lastName)).toEqual([
      'Diaz',
      'Ode',
      'Park',
    ]);
    expect(staff[0]).toMatchObject({ id: admin.id, role: 'district_admin', planCount: 0 });
    expect(staff[1]).toMatchObject({
      id: ben.id,
      role: 'member',
      planCount: 2,
      lastSignInAt: null,
    });
    expect(staff[2]).toMatchObject({
      id: cy.id,
      lastSignInAt: now.toISOString(),
      deactivatedAt: null,
    });
  });

  it('searches first, last and full names and e-mail addresses, whatever the case', async () => {
    const lastNames = async (q: string) =>
      (await ana().staff(q)).json().staff.map((person: { lastName: string }) => person.lastName);
    expect(await lastNames('ODE')).toEqual(['Ode']);
    expect(await lastNames('cy p')).toEqual(['Park']);
    expect(await lastNames(ctx.world.ben.email.toUpperCase())).toEqual(['Ode']);
    expect(await lastNames('  ')).toEqual(['Diaz', 'Ode', 'Park']);
    // LIKE's wildcards are taken literally.
    expect(await lastNames('%')).toEqual([]);
    expect(await lastNames('Lind')).toEqual([]);
    // PostgreSQL refuses a NUL byte: the shared text rule answers 400 before any query.
    const nul = await ana().get('/staff?q=a%00b');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().issues).toEqual([{ path: 'q', message: UNSAFE_TEXT_MESSAGE }]);
  });

  it('refuses the administrator’s own role change and deactivation', async () => {
    const { ana: admin } = ctx.world;
    const role = await ana().setRole(admin.id, 'member');
    expect(role.statusCode).toBe(403);
    expect(role.json().message).toBe(
      'You cannot change your own role. Ask another district administrator.',
    );
    const off = await ana().deactivate(admin.id);
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('You cannot deactivate your own account.');
    expect((await ana().overview()).statusCode).toBe(200);
  });

  it('deactivates a signed-in colleague: signed out at once, refused at sign-in and reset', async () => {
    const { ben } = ctx.world;
    expect((await me(ben.cookies)).json().user.id).toBe(ben.id);
    const at = ctx.tick();
    const res = await ana().deactivate(ben.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ben.id, deactivatedAt: at.toISOString() });

    const plans = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/plans',
      cookies: ben.cookies,
    });
    expect(plans.statusCode).toBe(401);
    expect((await me(ben.cookies)).json()).toEqual({ user: null, session: null });
    const again = await signIn(ben.email);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('ACCOUNT_DEACTIVATED');

    const sentBefore = ctx.mail.length;
    await ctx.app.inject(
      jsonRequest('POST', '/api/v1/auth/password-reset/request', { email: ben.email }),
    );
    const request = await vi.waitFor(async () => {
      const [row] = await ctx.database.db
        .select()
        .from(passwordResetRequests)
        .where(eq(passwordResetRequests.email, ben.email));
      expect(row?.mailStatus).not.toBe('pending');
      return row;
    });
    expect(request?.mailStatus).toBe('no-account');
    expect(ctx.mail.length).toBe(sentBefore);
    const byAdmin = await ana().resetPassword(ben.id);
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json()).toEqual({
      code: 'CONFLICT',
      message: 'Reactivate this account before sending a password reset.',
    });

    // Deactivating again changes nothing and writes no second line.
    ctx.tick();
    expect((await ana().deactivate(ben.id)).json().deactivatedAt).toBe(at.toISOString());
    const lines = (await ana().audit()).filter((line) => line.action === 'staff-deactivated');
    expect(lines).toHaveLength(1);
  });

  it('reactivates a colleague, who can then sign in again', async () => {
    const { ben } = ctx.world;
    ctx.tick();
    const res = await ana().reactivate(ben.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().deactivatedAt).toBeNull();
    expect((await signIn(ben.email)).statusCode).toBe(200);
    const [line] = await ana().audit();
    expect(line).toMatchObject({
      action: 'staff-reactivated',
      actor: expect.stringContaining('Ana Diaz'),
    });
    expect(line?.summary).toBe(`Reactivated Ben Ode (${ben.email}).`);
  });

  it('promotes a colleague, who can then use the console, and demotes them again', async () => {
    const { cy } = ctx.world;
    const cyApi = districtApi(() => ctx.app, cy.cookies);
    expect((await cyApi.overview()).statusCode).toBe(403);
    ctx.tick();
    const up = await ana().setRole(cy.id, 'district_admin');
    expect(up.statusCode).toBe(200);
    expect(up.json().role).toBe('district_admin');
    expect((await cyApi.overview()).statusCode).toBe(200);
    const [line] = await ana().audit();
    expect(line).toMatchObject({
      action: 'role-changed',
      actor: `Ana Diaz (${ctx.world.ana.email})`,
      summary: `Made Cy Park (${cy.email}) a district administrator.`,
    });

    // Unchanged: answered, not written.
    const count = (await ana().audit()).length;
    ctx.tick();
    expect((await ana().setRole(cy.id, 'district_admin')).statusCode).toBe(200);
    expect(await ana().audit()).toHaveLength(count);

    ctx.tick();
    expect((await ana().setRole(cy.id, 'member')).json().role).toBe('member');
    expect((await cyApi.overview()).statusCode).toBe(403);
    expect((await ana().audit())[0]?.summary).toBe(`Made Cy Park (${cy.email}) a staff member.`);
  });

  it('refuses an administrator who lost the role since their session began', async () => {
    const { maple } = ctx.world;
    const dee = await createPerson(
      ctx.database.db,
      { firstName: 'Dee', lastName: 'Ray', districtId: maple.id, role: 'district_admin' },
      now,
    );
    // Dee demotes Ana; Ana's next action is refused, so the two cannot demote each other.
    expect(
      (await districtApi(() => ctx.app, dee.cookies).setRole(ctx.world.ana.id, 'member'))
        .statusCode,
    ).toBe(200);
    expect((await ana().setRole(dee.id, 'member')).statusCode).toBe(403);
    expect(
      (await districtApi(() => ctx.app, dee.cookies).setRole(ctx.world.ana.id, 'district_admin'))
        .statusCode,
    ).toBe(200);
  });

  it('e-mails a colleague the reset link "forgot password" sends, five times an hour', async () => {
    const { cy } = ctx.world;
    const sentBefore = ctx.mail.length;
    ctx.tick();
    const res = await ana().resetPassword(cy.id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sentTo: cy.email });
    const mail = await vi.waitFor(() => {
      const message = ctx.mail.slice(sentBefore).find((sent) => sent.to.includes(cy.email));
      expect(message).toBeDefined();
      return message;
    });
    expect(mail?.kind).toBe('password-reset');
    const token = decodeURIComponent(mail?.links?.[0]?.split('/pwreset-form/')[1] ?? '');
    const check = await ctx.app.inject(
      jsonRequest('POST', '/api/v1/auth/password-reset/check', { token }),
    );
    expect(check.json()).toEqual({ valid: true });
    expect((await ana().audit())[0]).toMatchObject({
      action: 'password-reset-sent',
      summary: `Sent a password reset link to Cy Park (${cy.email}).`,
    });
    for (let sent = 1; sent < 5; sent += 1) {
      expect((await ana().resetPassword(cy.id)).statusCode).toBe(202);
    }
    expect((await ana().resetPassword(cy.id)).statusCode).toBe(429);
  });
});
