import {
  AUTH_MESSAGES,
  districtUnavailableReason,
  type RegisterBody,
  type SignInBody,
} from '@trellis/shared/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createAccount } from '../../domain/accounts/accounts';
import { accessCodeOpen, findDistrictByCode } from '../../domain/accounts/districts.repository';
import { verifyDecoy, verifyPassword } from '../../domain/accounts/password';
import { findUserByEmail } from '../../domain/accounts/users.repository';
import { startSession } from '../../domain/sessions/session-store';
import { AppError, fieldError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import { RATE_RULES } from './rate-rules';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  config: Config;
}

const INVALID_CREDENTIALS = 'The e-mail address or password is not correct.';

/**
 * Same answer for an unknown e-mail and a wrong password, so accounts cannot be discovered.
 * The attempt is counted before the password is checked: the count comes from one atomic
 * database update, so parallel guesses each get their own number and only the first few
 * of them are ever checked.
 */
export async function signIn(deps: AuthDeps, body: SignInBody, ip: string) {
  await deps.limiter.consume(`sign-in:ip:${ip}`, RATE_RULES.signInPerIp);
  const accountKey = `sign-in:account:${body.email.trim().toLowerCase()}`;
  await deps.limiter.consume(accountKey, RATE_RULES.signInPerAccount);
  const user = await findUserByEmail(deps.db, body.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyDecoy(body.password).then(() => false);
  if (!user || !valid) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  await deps.limiter.clear(accountKey);
  // Told only after the right password, so it reveals nothing to someone guessing.
  if (user.deactivatedAt) {
    throw new AppError('ACCOUNT_DEACTIVATED', AUTH_MESSAGES.accountDeactivated);
  }
  return startSession(deps, user.id);
}

/** The district behind an access code, or 404 'Invalid Code Entered.' (rate-limited per address). */
export async function lookUpAccessCode(deps: AuthDeps, code: string, ip: string) {
  await deps.limiter.consume(`code:ip:${ip}`, RATE_RULES.codeLookupPerIp);
  const district = await findDistrictByCode(deps.db, code);
  if (!district || !accessCodeOpen(district, deps.clock.now())) {
    throw new AppError('INVALID_CODE', AUTH_MESSAGES.invalidCode);
  }
  return district;
}

/** Creates a district account in the code's district and signs the new user in. */
export async function registerWithCode(deps: AuthDeps, body: RegisterBody, ip: string) {
  // Both limits apply before anything is looked up, so a taken address and a free one meet
  // them alike: 'Email Already In Use' can be asked about only a few times an hour.
  await deps.limiter.consume(`register:ip:${ip}`, RATE_RULES.registerPerIp);
  await deps.limiter.consume(
    `register:email:${body.email.trim().toLowerCase()}`,
    RATE_RULES.registerPerEmail,
  );
  const district = await findDistrictByCode(deps.db, body.code);
  if (!district || !accessCodeOpen(district, deps.clock.now()))
    throw fieldError('INVALID_CODE', 'code', AUTH_MESSAGES.invalidCode);
  const refusal = districtUnavailableReason(district, deps.clock.now());
  if (refusal) throw fieldError('DISTRICT_UNAVAILABLE', 'code', refusal);
  const user = await createAccount(deps.db, {
    email: body.email,
    firstName: body.fname,
    lastName: body.lname,
    phone: body.phone,
    password: body.password,
    accountType: 'district',
    districtId: district.id,
  });
  return startSession(deps, user.id);
}
