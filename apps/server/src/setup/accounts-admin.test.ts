import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createPgliteTestDatabase } from '../../test/databases';
import { createUser as createTestUser } from '../../test/factories';
import {
  AdminInputError,
  createDistrict,
  createUser,
  ensureDemoDistrict,
  offersDemoDistrict,
} from './accounts-admin';

describe('operator commands', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createPgliteTestDatabase();
  });
  afterAll(() => database.close());

  it('creates a demo district on an empty database, reported until someone registers in it', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const demo = await ensureDemoDistrict(database.db, now);
    expect(demo?.code).toMatch(/^DEMO[A-Z2-9]{4}$/);
    expect(demo?.expiresAt?.getFullYear()).toBe(2027);
    expect((await ensureDemoDistrict(database.db, now))?.code).toBe(demo?.code);
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
      operator: true,
    });
    expect(user).toMatchObject({ accountType: 'district', role: 'operator' });
    const base = {
      firstName: 'B',
      lastName: 'C',
      password: 'granite-window-path',
      operator: false,
    };
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

  it.each([
    ['development', 'embedded', true],
    ['test', 'embedded', true],
    ['production', 'embedded', false],
    ['development', 'postgresql', false],
  ] as const)('offers a demo district with NODE_ENV=%s on %s: %s', (env, kind, offered) => {
    expect(offersDemoDistrict({ NODE_ENV: env }, kind)).toBe(offered);
  });
});
