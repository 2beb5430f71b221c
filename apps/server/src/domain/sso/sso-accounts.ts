import { districtUnavailableReason } from '@trellis/shared/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { randomToken } from '../../lib/tokens';
import { createAccount } from '../accounts/accounts';
import { hashPassword } from '../accounts/password';
import { cancelResetTokens } from '../accounts/reset-tokens.repository';
import { findUserByEmail, updatePasswordHash, type UserRow } from '../accounts/users.repository';
import { endUserSessions } from '../sessions/session-store';
import { namesFromClaims } from './account-names';
import { SsoRefusal } from './sso-refusal';
import {
  findIdentityUser,
  linkedToAnotherSubject,
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
  /** What its sessions say they were signed in with. */
  label: string;
  district: DistrictRow;
  /** The provider's `sub`: what links the account, never the e-mail. */
  subject: string;
  email: string;
  claims: Record<string, unknown>;
}

/**
 * The Trellis user a provider's account signs in as: the one it was linked to; else the
 * district's account with the same address, linked now; else a new district account. An
 * address used outside the district (or by an operator), an account already linked to
 * someone else at this provider, a deactivated user and a district whose licence cannot take
 * new accounts are refused.
 */
export async function userForProviderAccount(
  deps: SsoAccountDeps,
  account: ProviderAccount,
): Promise<UserRow> {
  const { db } = deps;
  const { provider, subject } = account;
  const linked = await findIdentityUser(db, provider.id, subject);
  if (linked) return assertMayUse(linked, account);

  const existing = await findUserByEmail(db, account.email);
  const user = existing ?? (await createDistrictAccount(deps, account));
  assertMayUse(user, account);
  const identity = { providerId: provider.id, subject, userId: user.id };
  // A reused address (a new hire given a departed teacher's) must not open the old account.
  if (await linkedToAnotherSubject(db, identity)) {
    throw new SsoRefusal('already-linked', 'the account is linked to another subject');
  }
  const linkedNow = await linkIdentity(db, identity, deps.clock.now());
  if (existing && linkedNow) await closeOtherWaysIn(deps, user.id, account.label);
  // A parallel first sign-in may have linked this subject a moment earlier: its link stands.
  return assertMayUse((await findIdentityUser(db, provider.id, subject)) ?? user, account);
}

/** Operators never sign in through a district's provider; others only into their district. */
function assertMayUse(user: UserRow, account: ProviderAccount): UserRow {
  if (user.role === 'operator' || user.districtId !== account.district.id) {
    throw new SsoRefusal('other-account', 'the address belongs to an account outside the district');
  }
  if (user.deactivatedAt) throw new SsoRefusal('deactivated', 'the user is deactivated');
  return user;
}

/**
 * An account that existed before its provider account was linked (registered with the
 * access code, which never proves the address) could have been set up by someone else in
 * advance. From the link on, the provider is the way in: its sessions end, its password is
 * replaced by a random one nobody knows and its unused reset links are spent, so only the
 * address's owner (by a new reset link) or the provider opens it.
 */
async function closeOtherWaysIn(deps: SsoAccountDeps, userId: string, providerLabel: string) {
  const at = deps.clock.now();
  const passwordHash = await hashPassword(randomToken());
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash, at);
    await cancelResetTokens(tx, userId, at);
  });
  // A parallel first sign-in through this provider may already have started its session:
  // only the ways in that are not the provider end.
  await endUserSessions(deps, userId, { signedInWith: providerLabel });
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
