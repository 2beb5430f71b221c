import { eq } from 'drizzle-orm';
import { beforeAll, afterAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { describeEachDatabase } from '../../../test/databases';
import { createAccount, setPassword } from './accounts';
import { NO_PASSWORD_YET, verifyPassword } from './password';
import { findUserByEmail } from './users.repository';

const PASSWORD = 'harbor-lantern-meadow';
const now = new Date('2026-11-24T12:00:00Z');

const account = (email: string, password: string | null = PASSWORD) => ({
  email,
  firstName: ' Ana ',
  lastName: 'Ruiz',
  password,
  accountType: 'individual' as const,
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describeEachDatabase('the accounts domain', (createDatabase) => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase();
  });
  afterAll(() => database.close());

  it('creates one account per address, whatever the case, even when two arrive at once', async () => {
    const results = await Promise.allSettled([
      createAccount(database.db, account('race@example.org')),
      createAccount(database.db, account('RACE@example.org')),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [lost] = results.filter((result) => result.status === 'rejected');
    expect(lost?.reason).toMatchObject({
      code: 'EMAIL_IN_USE',
      statusCode: 409,
      issues: [{ path: 'email', message: 'Email Already In Use' }],
    });
    const stored = await findUserByEmail(database.db, 'Race@Example.org');
    expect(stored?.firstName).toBe('Ana');
    expect(await verifyPassword(stored?.passwordHash ?? '', PASSWORD)).toBe(true);
  });

  it('applies the password rule before anything is stored', async () => {
    const error = await refusal(
      createAccount(database.db, account('weak@example.org', 'password')),
    );
    expect(error).toMatchObject({ code: 'WEAK_PASSWORD', issues: [{ path: 'password' }] });
    expect(await findUserByEmail(database.db, 'weak@example.org')).toBeUndefined();
  });

  it('answers a district deleted since its code was looked up as an invalid code', async () => {
    // What registering meets when the district's deletion commits between the look-up and
    // the insert: the foreign key refuses the row.
    const error = await refusal(
      createAccount(database.db, {
        ...account('late@example.org'),
        accountType: 'district',
        districtId: crypto.randomUUID(),
      }),
    );
    expect(error).toMatchObject({
      code: 'INVALID_CODE',
      statusCode: 404,
      issues: [{ path: 'code', message: 'Invalid Code Entered.' }],
    });
    expect(await findUserByEmail(database.db, 'late@example.org')).toBeUndefined();
  });

  it('creates an account whose password is chosen later, which no password opens', async () => {
    const user = await createAccount(database.db, account('later@example.org', null));
    expect(user.passwordHash).toBe(NO_PASSWORD_YET);
    expect(await verifyPassword(user.passwordHash, NO_PASSWORD_YET)).toBe(false);
  });

  it('sets a password only after the rule and the claim both pass', async () => {
    const user = await createAccount(database.db, account('set@example.org'));
    const hashOf = async () =>
      (await database.db.select().from(users).where(eq(users.id, user.id)))[0]?.passwordHash;
    const before = await hashOf();

    let claimed = false;
    const weak = await refusal(
      setPassword(database.db, user.id, 'short', now, {
        field: 'newPassword',
        claim: async () => {
          claimed = true;
        },
      }),
    );
    expect(weak).toMatchObject({ code: 'WEAK_PASSWORD', issues: [{ path: 'newPassword' }] });
    expect(claimed).toBe(false); // a weak password never spends the link that allowed it

    const spent = new AppError('RESET_LINK_INVALID', 'spent');
    await expect(
      setPassword(database.db, user.id, 'orchard-copper-violin', now, {
        claim: () => Promise.reject(spent),
      }),
    ).rejects.toBe(spent);
    expect(await hashOf()).toBe(before);

    await setPassword(database.db, user.id, 'orchard-copper-violin', now);
    expect(await verifyPassword((await hashOf()) ?? '', 'orchard-copper-violin')).toBe(true);
  });
});
