import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema/index';
import { describeEachDatabase } from '../../test/databases';
import { createUser as createTestUser } from '../../test/factories';
import {
  AdminInputError,
  createDistrict,
  createUser,
  ensureDemoDistrict,
  offersDemoDistrict,
  setRole,
} from './accounts-admin';

describeEachDatabase('operator commands', (createDatabase) => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase();
  });
  afterAll(() => database.close());
  const auditOf = (action: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('creates a demo district on an empty database, reported until someone registers in it', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const demo = await ensureDemoDistrict(database.db, now);
    expect(demo?.code).toMatch(/^DEMO[A-Z2-9]{4}$/);
    expect(demo?.expiresAt?.getFullYear()).toBe(2027);
    expect((await ensureDemoDistrict(database.db, now))?.code).toBe(demo?.code);
    expect(await auditOf('district-created')).toEqual([]); // nobody created it: the first start did
    await createTestUser(database.db, { accountType: 'district', districtId: demo?.id });
    expect(await ensureDemoDistrict(database.db, now)).toBeNull();
  });

  it('creates a district and refuses a code already in use', async () => {
    const district = await createDistrict(database.db, {
      name: 'Maple Grove Schools',
      code: 'maple123',
      expiresAt: null,
      active: true,
    });
    expect(district.code).toBe('MAPLE123');
    await expect(
      createDistrict(database.db, {
        name: 'Another',
        code: 'MAPLE123',
        expiresAt: null,
        active: true,
      }),
    ).rejects.toThrow(
      new AdminInputError('The access code MAPLE123 is already used by "Maple Grove Schools".'),
    );
    await expect(
      createDistrict(database.db, { name: 'Short', code: 'AB12', expiresAt: null, active: true }),
    ).rejects.toThrow('--code "AB12": use 7 or 8 letters and digits, e.g. ABCD1234.');
  });

  it('creates users and refuses a duplicate e-mail, a common password or an unknown district', async () => {
    const user = await createUser(database.db, {
      email: 'Lead@Maple.org',
      firstName: 'Ana',
      lastName: 'Diaz',
      password: 'granite-window-path',
      districtCode: 'MAPLE123',
    });
    expect(user).toMatchObject({ accountType: 'district', role: 'member' });
    const base = {
      firstName: 'B',
      lastName: 'C',
      password: 'granite-window-path',
    };
    const operator = await createUser(database.db, {
      ...base,
      email: 'op@trellis.org',
      role: 'operator',
    });
    expect(operator).toMatchObject({
      accountType: 'individual',
      districtId: null,
      role: 'operator',
    });
    await expect(createUser(database.db, { ...base, email: 'lead@maple.org' })).rejects.toThrow(
      'An account with the e-mail lead@maple.org already exists.',
    );
    await expect(
      createUser(database.db, { ...base, email: 'x@y.org', password: 'password' }),
    ).rejects.toThrow('--password: This password is too common.');
    await expect(
      createUser(database.db, { ...base, email: 'z@y.org', districtCode: 'NOPE1234' }),
    ).rejects.toThrow('--district NOPE1234: no district has this access code.');
  });

  it('refuses an operator with a district: an operator is nobody’s staff', async () => {
    const base = { firstName: 'O', lastName: 'P', password: 'granite-window-path' };
    await expect(
      createUser(database.db, {
        ...base,
        email: 'op@maple.org',
        districtCode: 'MAPLE123',
        role: 'operator',
      }),
    ).rejects.toThrow(
      new AdminInputError(
        "An operator's account belongs to no district: create a separate account.",
      ),
    );
    expect(await database.db.select().from(users).where(eq(users.email, 'op@maple.org'))).toEqual(
      [],
    );
    await expect(
      setRole(database.db, { email: 'lead@maple.org', role: 'operator' }),
    ).rejects.toThrow("An operator's account belongs to no district: create a separate account.");
    const [lead] = await database.db.select().from(users).where(eq(users.email, 'Lead@Maple.org'));
    expect(lead?.role).toBe('member');
  });

  it('records a created district in the audit log as the command line, with its licence', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const district = await createDistrict(
      database.db,
      {
        name: 'Cedar Valley Schools',
        code: 'CEDAR001',
        licenceStartsAt: new Date('2026-08-01T00:00:00Z'),
        expiresAt: new Date('2027-07-31T23:59:59Z'),
        active: true,
      },
      now,
    );
    expect(district).toMatchObject({
      licenceStartsAt: new Date('2026-08-01T00:00:00Z'),
      createdAt: now,
    });
    const entries = await auditOf('district-created');
    const entry = entries.find((row) => row.districtId === district.id);
    expect(entry).toMatchObject({
      at: now,
      actorId: null,
      actorLabel: 'Command line',
      districtId: district.id,
      summary:
        'Created Cedar Valley Schools with access code CEDAR001, licensed from 2026-08-01 to 2027-07-31.',
    });
    await expect(
      createDistrict(database.db, {
        name: 'Backwards',
        code: 'BACK1234',
        licenceStartsAt: new Date('2027-08-01T00:00:00Z'),
        expiresAt: new Date('2027-07-31T23:59:59Z'),
        active: true,
      }),
    ).rejects.toThrow('--expires: the licence cannot end before it starts (--starts).');
  });

  it('creates a district administrator only with a district', async () => {
    const admin = await createUser(database.db, {
      email: 'maya@cedar.org',
      firstName: 'Maya',
      lastName: 'Castillo',
      password: 'cedar-valley-lantern',
      districtCode: 'CEDAR001',
      role: 'district_admin',
    });
    expect(admin).toMatchObject({ accountType: 'district', role: 'district_admin' });
    await expect(
      createUser(database.db, {
        email: 'nobody@cedar.org',
        firstName: 'No',
        lastName: 'District',
        password: 'cedar-valley-lantern',
        role: 'district_admin',
      }),
    ).rejects.toThrow(
      '--district-admin needs --district: a district administrator belongs to a district.',
    );
  });

  it('sets a role, records it, and refuses district_admin for an individual', async () => {
    const at = new Date('2026-11-24T11:00:00Z');
    const teacher = await createUser(database.db, {
      email: 'ben@cedar.org',
      firstName: 'Ben',
      lastName: 'Ode',
      password: 'cedar-valley-lantern',
      districtCode: 'CEDAR001',
    });
    const said = await setRole(database.db, { email: 'BEN@cedar.org', role: 'district_admin' }, at);
    expect(said).toBe('Made Ben Ode (ben@cedar.org) a district administrator.');
    const [stored] = await database.db.select().from(users).where(eq(users.id, teacher.id));
    expect(stored?.role).toBe('district_admin');
    expect(await auditOf('role-changed')).toEqual([
      expect.objectContaining({
        at,
        actorLabel: 'Command line',
        districtId: teacher.districtId,
        summary: said,
      }),
    ]);
    expect(await setRole(database.db, { email: 'ben@cedar.org', role: 'district_admin' })).toBe(
      'Ben Ode (ben@cedar.org) is already a district administrator; nothing changed.',
    );
    expect(await auditOf('role-changed')).toHaveLength(1);

    const solo = await createTestUser(database.db, { email: 'solo@example.org' });
    await expect(
      setRole(database.db, { email: solo.email, role: 'district_admin' }),
    ).rejects.toThrow(
      '--role district_admin: solo@example.org is not a district account, and a district administrator belongs to a district.',
    );
    await expect(setRole(database.db, { email: solo.email, role: 'boss' })).rejects.toThrow(
      '--role "boss": use member, district_admin, operator.',
    );
    await expect(
      setRole(database.db, { email: 'ghost@example.org', role: 'operator' }),
    ).rejects.toThrow('--email ghost@example.org: no account has this e-mail.');
    await setRole(database.db, { email: solo.email, role: 'operator' });
    const [operator] = await database.db.select().from(users).where(eq(users.id, solo.id));
    expect(operator?.role).toBe('operator');
  });
});

describe('the demo district', () => {
  it.each([
    ['development', 'embedded', true],
    ['test', 'embedded', true],
    ['production', 'embedded', false],
    ['development', 'postgresql', false],
  ] as const)('offers a demo district with NODE_ENV=%s on %s: %s', (env, kind, offered) => {
    expect(offersDemoDistrict({ NODE_ENV: env }, kind)).toBe(offered);
  });
});
