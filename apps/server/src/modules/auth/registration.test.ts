import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { users } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { useTestApp } from '../../../test/test-app';
import { createDistrict, createUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';

describeEachDatabase('registration with a district access code', (createDatabase) => {
  const now = new Date('2026-11-22T09:00:00Z');
  let ipCounter = 0;
  const freshIp = () => `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => now } }));

  const lookUp = (code: string, ip = freshIp()) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/auth/school-code/${code}`, remoteAddress: ip });
  const register = (body: Record<string, unknown>, ip = freshIp()) =>
    ctx.app.inject({ ...jsonRequest('POST', '/api/v1/auth/register', body), remoteAddress: ip });
  const form = (code: string, overrides: Record<string, unknown> = {}) => ({
    email: `teacher${ipCounter}@maple.example.org`,
    fname: 'Jordan',
    lname: 'Lee',
    phone: '555-0100',
    password: 'quiet-river-stones',
    code,
    type: 'district',
    ...overrides,
  });

  it('looks up a code case-insensitively and returns the district', async () => {
    const district = await createDistrict(ctx.database.db, {
      name: 'Maple Grove Schools',
      code: 'MAPLE123',
    });
    const res = await lookUp('maple123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      payload: {
        school_name: 'Maple Grove Schools',
        school_code: 'MAPLE123',
        active: true,
        expires: null,
      },
    });
    expect(district.code).toBe('MAPLE123');
  });

  it("answers an unknown code with 'Invalid Code Entered.'", async () => {
    const res = await lookUp('NOPE0000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'INVALID_CODE', message: 'Invalid Code Entered.' });
    expect((await lookUp('TOOLONG123')).statusCode).toBe(400);
  });

  it('limits code look-ups from one address so codes cannot be guessed', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await lookUp(`GUESS${attempt}`, '10.3.3.3')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('creates a district account in that district and signs the user in', async () => {
    const district = await createDistrict(ctx.database.db, { name: 'Cedar Valley USD' });
    const res = await register(
      form(district.code.toLowerCase(), { email: 'New.Teacher@Cedar.org' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Lee',
      email: 'New.Teacher@Cedar.org',
      accountType: 'district',
      district: { name: 'Cedar Valley USD', code: district.code },
    });
    expect(res.cookies.some((cookie) => cookie.name === SESSION_COOKIE && cookie.httpOnly)).toBe(
      true,
    );
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'New.Teacher@Cedar.org'));
    expect(row?.districtId).toBe(district.id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("refuses an address already in use, whatever its case: 'Email Already In Use'", async () => {
    const district = await createDistrict(ctx.database.db);
    await createUser(ctx.database.db, { email: 'taken@example.org' });
    const res = await register(form(district.code, { email: 'TAKEN@example.org' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_IN_USE',
      message: 'Email Already In Use',
      issues: [{ path: 'email', message: 'Email Already In Use' }],
    });
  });

  it('refuses inactive and expired districts with a clear message', async () => {
    const inactive = await createDistrict(ctx.database.db, {
      name: 'Closed Academy',
      active: false,
    });
    const expired = await createDistrict(ctx.database.db, {
      name: 'Old Town Schools',
      expiresAt: new Date('2026-07-31T00:00:00Z'),
    });
    const refusedInactive = await register(form(inactive.code));
    expect(refusedInactive.statusCode).toBe(403);
    expect(refusedInactive.json().message).toBe(
      'The access code for Closed Academy is not active. Please contact your school or district administrator.',
    );
    const refusedExpired = await register(form(expired.code));
    expect(refusedExpired.statusCode).toBe(403);
    expect(refusedExpired.json().message).toContain('The licence of Old Town Schools has expired');
  });

  it('refuses a district whose licence has not started yet, naming the day it does', async () => {
    const future = await createDistrict(ctx.database.db, {
      name: 'Birch Valley Schools',
      licenceStartsAt: new Date('2027-01-04T00:00:00Z'),
    });
    const refused = await register(form(future.code));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'DISTRICT_UNAVAILABLE',
      message:
        'The licence of Birch Valley Schools starts on Jan 4, 2027. Its access code works from that day.',
      issues: [{ path: 'code', message: expect.stringContaining('starts on Jan 4, 2027') }],
    });
    expect(
      await ctx.database.db.select().from(users).where(eq(users.districtId, future.id)),
    ).toEqual([]);
  });

  it('applies the rules of spec §5 with their messages, at the right fields', async () => {
    const district = await createDistrict(ctx.database.db);
    const res = await register(
      form(district.code, {
        fname: ' ',
        lname: '',
        email: 'someone@example',
        password: 'short',
        phone: '1'.repeat(21),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'fname', message: 'First Name Is Required' },
        { path: 'lname', message: 'Last Name Is Required' },
        { path: 'email', message: 'Email Is Invalid' },
        { path: 'password', message: 'Password Must Be At Least 8 Characters' },
        { path: 'phone', message: 'Phone must be at most 20 characters' },
      ]),
    );
    const long = await register(
      form(district.code, { fname: 'x'.repeat(65), password: 'p'.repeat(65) }),
    );
    expect(long.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'fname', message: 'First name must be at most 64 characters' },
        { path: 'password', message: 'Password must be at most 64 characters' },
      ]),
    );
  });

  it('refuses one of the most common passwords', async () => {
    const district = await createDistrict(ctx.database.db);
    const res = await register(form(district.code, { password: 'baseball1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      {
        path: 'password',
        message: 'This password is too common. Please choose one that is harder to guess.',
      },
    ]);
  });

  it('limits registrations from one address', async () => {
    const district = await createDistrict(ctx.database.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (await register(form(district.code, { email: `burst${attempt}@example.org` }), '10.4.4.4'))
          .statusCode,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });

  it("limits registrations naming one address, taken or not, so 'Email Already In Use' cannot be farmed", async () => {
    const district = await createDistrict(ctx.database.db);
    await createUser(ctx.database.db, { email: 'known@example.org' });
    const taken: number[] = [];
    const free: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      // Each from another client address, as a botnet would send them.
      taken.push((await register(form(district.code, { email: 'KNOWN@example.org' }))).statusCode);
      free.push((await register(form('NOPE1', { email: 'unknown@example.org' }))).statusCode);
    }
    expect(taken).toEqual([409, 409, 409, 409, 409, 429]);
    expect(free).toEqual([404, 404, 404, 404, 404, 429]);
    const refused = await register(form(district.code, { email: 'known@example.org' }));
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Please wait 60 minutes and try again.',
    });
  });
});
