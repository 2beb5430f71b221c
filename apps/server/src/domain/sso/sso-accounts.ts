import { districtUnavailableReason } from '@trellis/shared/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { randomToken } from '../../lib/tokens';
import { createAccount } from '../accounts/accounts';
import { findUserByEmail, type UserRow } from '../accounts/users.repository';
import { namesFromClaims } from './account-names';
import { SsoRefusal } from './sso-refusal';
import {
  findIdentityUser,
  linkIdentity,
  type DistrictRow,
  type SsoProviderRow,
} from './sso-sign-in.repository';

export interface SsoAccountDeps {
  db: Db;
  clock: Clock;
}

/** A provider's account, its e-mail already verified and allowed into the district. */
export interface ProviderAccount {
  provider: SsoProviderRow;
  district: DistrictRow;
  /** The provider's `sub`: what links the account, never the e-mail. */
  subject: string;
  email: string;
  claims: Record<string, unknown>;
}

/**
 * The Trellis user a provider's account signs in as: the one it was linked to; else the
 * district's account with the same address, linked now; else a new district account. An
 * address used outside the district, a deactivated user and a district whose licence cannot
 * take new accounts are refused.
 */
export async function userForProviderAccount(
  deps: SsoAccountDeps,
  account: ProviderAccount,
): Promise<UserRow> {
  const { db } = deps;
  const { provider, subject } = account;
  const linked = await findIdentityUser(db, provider.id, subject);
  if (linked) return assertActive(linked);

  const user =
    (await findUserByEmail(db, account.email)) ?? (await createDistrictAccount(deps, account));
  if (user.districtId !== account.district.id) {
    throw new SsoRefusal('other-account', 'the address belongs to an account outside the district');
  }
  assertActive(user);
  await linkIdentity(db, { providerId: provider.id, subject, userId: user.id }, deps.clock.now());
  // A parallel first sign-in may have linked this subject a moment earlier: its link stands.
  return assertActive((await findIdentityUser(db, provider.id, subject)) ?? user);
}

function assertActive(user: UserRow): UserRow {
  if (user.deactivatedAt) throw new SsoRefusal('deactivated', 'the user is deactivated');
  return user;
}

/**
 * A new member account of the district, without an access code: the district vouched for the
 * person through its provider. Its password is random and never told, so only single
 * sign-on or a password reset opens it. Two first sign-ins of one person at once meet at the
 * unique e-mail index: the second reads the account the first created.
 */
async function createDistrictAccount(
  deps: SsoAccountDeps,
  account: ProviderAccount,
): Promise<UserRow> {
  if (districtUnavailableReason(account.district, deps.clock.now())) {
    throw new SsoRefusal('district-unavailable', 'the district licence cannot take new accounts');
  }
  try {
    return await createAccount(deps.db, {
      email: account.email,
      ...namesFromClaims(account.claims, account.email),
      password: randomToken(),
      accountType: 'district',
      districtId: account.district.id,
      role: 'member',
    });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'EMAIL_IN_USE')) throw error;
    const created = await findUserByEmail(deps.db, account.email);
    if (!created) throw error;
    return created;
  }
}
