import { ROLES, type Role } from '@trellis/shared/administration';
import { AccessCodeSchema, EmailSchema, NAME_MAX } from '@trellis/shared/auth';
import type { DatabaseKind, Db } from '../db/client';
import { newAccessCode } from '../domain/accounts/access-codes';
import { createAccount } from '../domain/accounts/accounts';
import {
  countDistrictMembers,
  countDistricts,
  findDistrictByCode,
  findDistrictByName,
  insertDistrict,
} from '../domain/accounts/districts.repository';
import { findUserByEmail } from '../domain/accounts/users.repository';
import { personLabel } from '../domain/administration/audit-log.repository';
import { createRecordedDistrict } from '../domain/administration/district-records';
import { changeRole, roleWithArticle } from '../domain/administration/roles';
import { AppError } from '../errors';
import { forgetSessions } from '../domain/sessions/forget-sessions';

/** Why an operator cannot be a district's account (its administrators would see them as staff). */
export const OPERATOR_HAS_NO_DISTRICT =
  "An operator's account belongs to no district: create a separate account.";

/** A mistake in an operator's command: printed as one line, exit code 1. */
export class AdminInputError extends Error {
  override name = 'AdminInputError';
}

/** Access codes are 7 or 8 letters and digits: the web app treats a held code of 7+ as valid. */
export function parseAccessCode(raw: string): string {
  const parsed = AccessCodeSchema.safeParse(raw);
  if (!parsed.success || parsed.data.length < 7) {
    throw new AdminInputError(`--code "${raw}": use 7 or 8 letters and digits, e.g. ABCD1234.`);
  }
  return parsed.data;
}

/** A district the CLI is asked to create, checked as the command line's flags. */
interface DistrictInput {
  name: string;
  code: string;
  licenceStartsAt?: Date | null;
  expiresAt: Date | null;
  active: boolean;
}

async function validDistrict(db: Db, input: DistrictInput) {
  const name = input.name.trim();
  if (!name || name.length > 128)
    throw new AdminInputError('--name: give the district a name of 1 to 128 characters.');
  const code = parseAccessCode(input.code);
  const existing = await findDistrictByCode(db, code);
  if (existing)
    throw new AdminInputError(`The access code ${code} is already used by "${existing.name}".`);
  if (input.licenceStartsAt && input.expiresAt && input.licenceStartsAt > input.expiresAt)
    throw new AdminInputError('--expires: the licence cannot end before it starts (--starts).');
  const { licenceStartsAt = null, expiresAt, active } = input;
  return { code, values: { name, licenceStartsAt, expiresAt, active } };
}

/** Creates a district from the command line, recorded in the audit log as 'Command line'. */
export async function createDistrict(db: Db, input: DistrictInput, now = new Date()) {
  const { code, values } = await validDistrict(db, input);
  const district = { code, values: { ...values, createdAt: now } };
  return createRecordedDistrict(db, district, { actor: 'command-line', at: now }).catch(
    (error: unknown) => {
      throw asAdminInputError(error, { code: district.code });
    },
  );
}

export async function createUser(
  db: Db,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    password: string;
    districtCode?: string;
    phone?: string;
    role?: Role;
  },
) {
  const role = input.role ?? 'member';
  if (role === 'district_admin' && !input.districtCode)
    throw new AdminInputError(
      '--district-admin needs --district: a district administrator belongs to a district.',
    );
  if (role === 'operator' && input.districtCode)
    throw new AdminInputError(OPERATOR_HAS_NO_DISTRICT);
  const email = EmailSchema.safeParse(input.email);
  if (!email.success)
    throw new AdminInputError(`--email "${input.email}": not a valid e-mail address.`);
  for (const [flag, value] of [
    ['--first', input.firstName],
    ['--last', input.lastName],
  ] as const) {
    if (!value.trim() || value.length > NAME_MAX)
      throw new AdminInputError(`${flag}: give 1 to ${NAME_MAX} characters.`);
  }
  let districtId: string | null = null;
  if (input.districtCode) {
    const district = await findDistrictByCode(db, parseAccessCode(input.districtCode));
    if (!district)
      throw new AdminInputError(
        `--district ${input.districtCode}: no district has this access code.`,
      );
    districtId = district.id;
  }
  return createAccount(db, {
    email: email.data,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    password: input.password,
    accountType: districtId ? 'district' : 'individual',
    districtId,
    role,
  }).catch((error: unknown) => {
    throw asAdminInputError(error, { email: email.data });
  });
}

/** The domain's refusals, said as the CLI says them: naming the flag. */
function asAdminInputError(error: unknown, input: { email?: string; code?: string }): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'EMAIL_IN_USE')
    return new AdminInputError(`An account with the e-mail ${input.email} already exists.`);
  if (error.code === 'WEAK_PASSWORD') return new AdminInputError(`--password: ${error.message}`);
  // The district was deleted between its look-up and the new account.
  if (error.code === 'INVALID_CODE')
    return new AdminInputError('--district: no district has this access code.');
  if (error.code === 'CODE_IN_USE')
    return new AdminInputError(
      `The access code ${input.code} is already used by another district.`,
    );
  return error;
}

/**
 * Gives an account another role (the repair for a district that lost its last administrator,
 * or a new operator), recorded in the audit log as 'Command line'. Returns what it did.
 */
export async function setRole(db: Db, input: { email: string; role: string }, now = new Date()) {
  const role = ROLES.find((known) => known === input.role);
  if (!role) throw new AdminInputError(`--role "${input.role}": use ${ROLES.join(', ')}.`);
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new AdminInputError(`--email ${input.email}: no account has this e-mail.`);
  if (role === 'district_admin' && !user.districtId)
    throw new AdminInputError(
      `--role district_admin: ${user.email} is not a district account, and a district administrator belongs to a district.`,
    );
  if (role === 'operator' && user.districtId) throw new AdminInputError(OPERATOR_HAS_NO_DISTRICT);
  const done = await changeRole(db, user, role, { actor: 'command-line', at: now });
  // A server on the same PostgreSQL hears of it through the notification.
  if (done) await forgetSessions(db, { userId: user.id });
  return done ?? `${personLabel(user)} is already ${roleWithArticle(role)}; nothing changed.`;
}

export const DEMO_DISTRICT_NAME = 'Demo School District';

/**
 * Whether start-up offers a demo district: only to a newcomer trying Trellis on the embedded
 * database, never on a production server, where it would be a free licence.
 */
export function offersDemoDistrict(
  config: { NODE_ENV: string },
  databaseKind: DatabaseKind,
): boolean {
  return databaseKind === 'embedded' && config.NODE_ENV !== 'production';
}

/**
 * On an empty database, creates a demo district so a newcomer can register at once. Returns
 * the demo district while it exists and nobody has registered in it yet (so its code can be
 * printed at each start until then), else null.
 */
export async function ensureDemoDistrict(db: Db, now: Date) {
  if ((await countDistricts(db)) === 0) {
    // Not in the audit log: nobody created it, the first start did.
    const { values, code } = await validDistrict(db, {
      name: DEMO_DISTRICT_NAME,
      code: newAccessCode('DEMO'),
      expiresAt: new Date(now.getTime() + 365 * 24 * 3600_000),
      active: true,
    });
    await insertDistrict(db, { ...values, code });
  }
  const demo = await findDistrictByName(db, DEMO_DISTRICT_NAME);
  if (!demo) return null;
  return (await countDistrictMembers(db, demo.id)) === 0 ? demo : null;
}
