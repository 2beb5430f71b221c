import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict, createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { DISTRICT_NOT_FOUND } from './operator-districts.service';
import { NOW, type OperatorApi, operatorApi, signedInAs } from './operator-test-support';

describeEachDatabase('operator console: naming a district administrator', (createDatabase) => {
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => NOW } }));
  let api: OperatorApi;
  const world = {} as {
    mapleId: string;
    ben: Awaited<ReturnType<typeof signedInAs>>;
    emails: Record<'cy' | 'pia' | 'solo' | 'legacyOperator', string>;
  };

  beforeAll(async () => {
    const db = ctx.database.db;
    const operator = await signedInAs(db, 'operator', {
      firstName: 'Owen',
      lastName: 'Pratt',
      email: 'owen@trellis.example.org',
    });
    api = operatorApi(() => ctx.app, operator.cookies);
    const maple = await createDistrict(db, { name: 'Maple Grove Schools' });
    const cedar = await createDistrict(db, { name: 'Cedar Falls District' });
    const inMaple = { accountType: 'district' as const, districtId: maple.id };
    world.mapleId = maple.id;
    world.ben = await signedInAs(db, 'member', {
      ...inMaple,
      firstName: 'Ben',
      lastName: 'Ode',
      email: 'ben@maple.example.org',
    });
    const cy = await createUser(db, { ...inMaple, deactivatedAt: NOW });
    const pia = await createUser(db, { accountType: 'district', districtId: cedar.id });
    const solo = await createUser(db);
    // An operator given a district before the command line refused it.
    const legacyOperator = await createUser(db, { ...inMaple, role: 'operator' });
    world.emails = {
      cy: cy.email,
      pia: pia.email,
      solo: solo.email,
      legacyOperator: legacyOperator.email,
    };
  });

  const roleOf = async (email: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]?.role;
  const roleChanges = () =>
    ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'role-changed'));

  it('makes an account of the district its administrator, recorded as a role change', async () => {
    const res = await api.makeAdministrator(world.mapleId, ' BEN@maple.example.org ');
    expect(res.statusCode, res.body).toBe(200);
    // The operator with a district is nobody's staff: not counted.
    expect(res.json()).toMatchObject({ id: world.mapleId, adminCount: 1, staffCount: 2 });
    expect(await roleOf('ben@maple.example.org')).toBe('district_admin');
    expect(await roleChanges()).toEqual([
      expect.objectContaining({
        at: NOW,
        actorLabel: 'Owen Pratt (owen@trellis.example.org)',
        districtId: world.mapleId,
        summary: 'Made Ben Ode (ben@maple.example.org) a district administrator.',
      }),
    ]);
    const districtConsole = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/district',
      cookies: world.ben.cookies,
    });
    expect(districtConsole.statusCode).toBe(200);

    // Again: answered, nothing more recorded.
    expect((await api.makeAdministrator(world.mapleId, 'ben@maple.example.org')).statusCode).toBe(
      200,
    );
    expect(await roleChanges()).toHaveLength(1);
  });

  it('answers 404 for an account of another district, an individual or an unknown address', async () => {
    for (const email of [world.emails.pia, world.emails.solo, 'ghost@example.org']) {
      const res = await api.makeAdministrator(world.mapleId, email);
      expect(res.statusCode, email).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'No account with this e-mail address in Maple Grove Schools.',
      });
      expect(await roleOf(email)).not.toBe('district_admin');
    }
    const unknown = await api.makeAdministrator(crypto.randomUUID(), world.emails.pia);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: DISTRICT_NOT_FOUND });
  });

  it('refuses an operator’s account and a deactivated one, changing nothing', async () => {
    const operator = await api.makeAdministrator(world.mapleId, world.emails.legacyOperator);
    expect(operator.statusCode).toBe(409);
    expect(operator.json().message).toContain('is an operator');
    expect(await roleOf(world.emails.legacyOperator)).toBe('operator');
    const deactivated = await api.makeAdministrator(world.mapleId, world.emails.cy);
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.json().message).toContain('is deactivated');
    expect(await roleOf(world.emails.cy)).toBe('member');
    expect(await roleChanges()).toHaveLength(1);
  });

  it('answers 400 for an address that is none', async () => {
    const res = await api.makeAdministrator(world.mapleId, 'not an address');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'email', message: expect.any(String) }]);
  });
});
