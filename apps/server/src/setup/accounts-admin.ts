import { randomInt } from 'node:crypto';
import { AccessCodeSchema, EmailSchema, NAME_MAX } from '@trellis/shared/auth';
import type { DatabaseKind, Db } from '../db/client';
import { createAccount } from '../domain/accounts/accounts';
import {
  countDistrictMembers,
  countDistricts,
  findDistrictByCode,
  findDistrictByName,
  insertDistrict,
} from '../domain/accounts/districts.repository';
import { AppError } from '../errors';

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

export async function createDistrict(
  db: Db,
  input: { name: string; code: string; expiresAt: Date | null; active: boolean },
) {
  const name = input.name.trim();
  if (!name || name.length > 128)
    throw new AdminInputError('--name: give the district a name of 1 to 128 characters.');
  const code = parseAccessCode(input.code);
  const existing = await findDistrictByCode(db, code);
  if (existing)
    throw new AdminInputError(`The access code ${code} is already used by "${existing.name}".`);
  return insertDistrict(db, { name, code, expiresAt: input.expiresAt, active: input.active });
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
    operator: boolean;
  },
) {
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
    role: input.operator ? 'operator' : 'member',
  }).catch((error: unknown) => {
    throw asAdminInputError(error, email.data);
  });
}

/** The accounts domain's refusals, said as the CLI says them: naming the flag. */
function asAdminInputError(error: unknown, email: string): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'EMAIL_IN_USE')
    return new AdminInputError(`An account with the e-mail ${email} already exists.`);
  if (error.code === 'WEAK_PASSWORD') return new AdminInputError(`--password: ${error.message}`);
  return error;
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
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const suffix = Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
    await createDistrict(db, {
      name: DEMO_DISTRICT_NAME,
      code: `DEMO${suffix}`,
      expiresAt: new Date(now.getTime() + 365 * 24 * 3600_000),
      active: true,
    });
  }
  const demo = await findDistrictByName(db, DEMO_DISTRICT_NAME);
  if (!demo) return null;
  return (await countDistrictMembers(db, demo.id)) === 0 ? demo : null;
}
