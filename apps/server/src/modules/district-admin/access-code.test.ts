import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { districts } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { districtApi, STAFF_PASSWORD, useDistrictWorld } from '../../../test/district-admin-world';
import { jsonRequest } from '../../../test/http';

describeEachDatabase('district console: licence and access code', (createDatabase) => {
  // Late in the day, so the code's last day can end within a session's idle time.
  const ctx = useDistrictWorld(createDatabase, new Date('2026-11-24T23:30:00Z'));
  const ana = () => districtApi(() => ctx.app, ctx.world.ana.cookies);
  let address = 0;
  // Each look-up from its own address: the per-address limit is not what is tested here.
  const lookUp = (code: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/school-code/${code}`,
      remoteAddress: `10.19.2.${(address += 1)}`,
    });
  const register = (code: string) =>
    ctx.app.inject({
      ...jsonRequest('POST', '/api/v1/auth/register', {
        email: `new.${crypto.randomUUID().slice(0, 8)}@example.org`,
        fname: 'Nia',
        lname: 'New',
        password: STAFF_PASSWORD,
        code,
        type: 'district',
      }),
      remoteAddress: `10.19.3.${(address += 1)}`,
    });
  const expectRefused = async (code: string) => {
    const looked = await lookUp(code);
    expect(looked.statusCode).toBe(404);
    expect(looked.json().message).toBe('Invalid Code Entered.');
    const registered = await register(code);
    expect(registered.statusCode).toBe(404);
    expect(registered.json().code).toBe('INVALID_CODE');
  };

  it('shows the licence, the code and the staff counts', async () => {
    const { maple } = ctx.world;
    const res = await ana().overview();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: maple.id,
      name: 'Maple Grove Schools',
      licence: { startsOn: '2026-08-01', endsOn: '2027-11-24', status: 'active' },
      code: { value: maple.code, active: true, expiresOn: null, usable: true },
      staffCount: 3,
      activeStaffCount: 3,
    });
    await ana().deactivate(ctx.world.cy.id);
    expect((await ana().overview()).json()).toMatchObject({ staffCount: 3, activeStaffCount: 2 });
    await ana().reactivate(ctx.world.cy.id);
  });

  it('rotates the code: the old one stops working at once, the new one works', async () => {
    const old = ctx.world.maple.code;
    ctx.tick();
    const res = await ana().rotate();
    expect(res.statusCode).toBe(200);
    const fresh: string = res.json().code.value;
    expect(fresh).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(fresh).not.toBe(old);
    await expectRefused(old);
    expect((await lookUp(fresh)).json().payload.school_name).toBe('Maple Grove Schools');
    expect((await register(fresh)).statusCode).toBe(201);
    const [line] = await ana().audit();
    expect(line).toEqual(
      expect.objectContaining({
        action: 'code-rotated',
        actor: `Ana Diaz (${ctx.world.ana.email})`,
        summary: `Replaced the access code ${old} with ${fresh}.`,
      }),
    );
  });

  it('switches the code off and on', async () => {
    const code = (await ana().overview()).json().code.value;
    ctx.tick();
    const off = await ana().setCode({ active: false, expiresOn: null });
    expect(off.statusCode).toBe(200);
    expect(off.json().code).toMatchObject({ active: false, usable: false });
    await expectRefused(code);
    expect((await ana().audit())[0]?.summary).toBe(`Switched the access code ${code} off.`);

    ctx.tick();
    const on = await ana().setCode({ active: true, expiresOn: null });
    expect(on.json().code).toMatchObject({ active: true, usable: true });
    expect((await lookUp(code)).statusCode).toBe(200);
    expect((await ana().audit())[0]?.summary).toBe(`Switched the access code ${code} on.`);

    // Nothing changed: answered, not written.
    const lines = (await ana().audit()).length;
    expect((await ana().setCode({ active: true, expiresOn: null })).statusCode).toBe(200);
    expect(await ana().audit()).toHaveLength(lines);
  });

  it('gives the code a last day: it works to the end of that day, then no more', async () => {
    const code = (await ana().overview()).json().code.value;
    ctx.tick();
    const res = await ana().setCode({ active: true, expiresOn: '2026-11-24' });
    expect(res.json().code).toMatchObject({ expiresOn: '2026-11-24', usable: true });
    expect((await ana().audit())[0]?.summary).toBe(
      `Set the last day of the access code ${code} to 2026-11-24.`,
    );
    expect((await lookUp(code)).statusCode).toBe(200);

    const [stored] = await ctx.database.db
      .select()
      .from(districts)
      .where(eq(districts.id, ctx.world.maple.id));
    expect(stored?.codeExpiresAt?.toISOString()).toBe('2026-11-24T23:59:59.000Z');

    const saved = ctx.now;
    ctx.now = new Date('2026-11-25T00:00:30Z');
    try {
      await expectRefused(code);
      expect((await ana().overview()).json().code).toMatchObject({ active: true, usable: false });
      const past = await ana().setCode({ active: true, expiresOn: '2026-11-24' });
      expect(past.statusCode).toBe(400);
      expect(past.json().issues).toEqual([
        { path: 'expiresOn', message: 'Choose today or a later day.' },
      ]);
    } finally {
      ctx.now = saved;
    }
    ctx.tick();
    await ana().setCode({ active: true, expiresOn: null });
    expect((await ana().audit())[0]?.summary).toBe(
      `Removed the last day of the access code ${code}.`,
    );
  });

  it('says a code cannot be used while the licence has ended', async () => {
    const { maple } = ctx.world;
    const [before] = await ctx.database.db
      .select()
      .from(districts)
      .where(eq(districts.id, maple.id));
    await ctx.database.db
      .update(districts)
      .set({ expiresAt: new Date('2026-11-01T23:59:59Z') })
      .where(eq(districts.id, maple.id));
    try {
      const res = await ana().overview();
      expect(res.json().licence).toMatchObject({ endsOn: '2026-11-01', status: 'ended' });
      expect(res.json().code).toMatchObject({ active: true, usable: false });
    } finally {
      await ctx.database.db
        .update(districts)
        .set({ expiresAt: before?.expiresAt ?? null })
        .where(eq(districts.id, maple.id));
    }
  });

  it('says a code cannot be used before the licence starts', async () => {
    const { maple } = ctx.world;
    await ctx.database.db
      .update(districts)
      .set({ licenceStartsAt: new Date('2026-12-01T00:00:00Z') })
      .where(eq(districts.id, maple.id));
    try {
      const res = await ana().overview();
      expect(res.json().licence).toMatchObject({ startsOn: '2026-12-01', status: 'scheduled' });
      expect(res.json().code).toMatchObject({ active: true, usable: false });
      const registered = await register(res.json().code.value);
      expect(registered.statusCode).toBe(403);
      expect(registered.json().message).toBe(
        'The licence of Maple Grove Schools starts on Dec 1, 2026. Its access code works from that day.',
      );
    } finally {
      await ctx.database.db
        .update(districts)
        .set({ licenceStartsAt: new Date('2026-08-01T00:00:00Z') })
        .where(eq(districts.id, maple.id));
    }
  });
});
