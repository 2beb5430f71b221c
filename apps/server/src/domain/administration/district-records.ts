import { dayOf } from '@trellis/shared/administration';
import type { Db } from '../../db/client';
import type { districts } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/constraint-violations';
import { fieldError } from '../../errors';
import { withFreshCode } from '../accounts/access-codes';
import { type DistrictRow, insertDistrict } from '../accounts/districts.repository';
import { type AuditActor, recordAudit } from './audit-log.repository';
import { updateDistrictRow } from './districts-admin.repository';

// Creating a district and changing its code, as the operator console and the CLI do it: the
// database's unique index decides whether a code is free, and each creation is in the audit log.

export const CODE_IN_USE_MESSAGE = 'This access code is used by another district.';

const codeInUse = () => fieldError('CODE_IN_USE', 'code', CODE_IN_USE_MESSAGE);

/** The start of a calendar day (UTC): when a licence that starts that day begins. */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/**
 * Runs one write in a savepoint of `db`'s transaction, so a unique violation (a code taken)
 * undoes only that write and the caller's transaction can go on, or retry with another code.
 */
function inSavepoint<T>(db: Db, write: (savepoint: Db) => Promise<T>): Promise<T> {
  return db.transaction((savepoint) => write(savepoint));
}

export type NewDistrictValues = Omit<typeof districts.$inferInsert, 'id' | 'code'>;

/**
 * Inserts a district with the chosen code, or a fresh random one when none is chosen
 * (retrying on the rare collision). 409 CODE_IN_USE at `code` when the chosen one is taken.
 */
export async function insertDistrictWithCode(
  db: Db,
  values: NewDistrictValues,
  code: string | null,
): Promise<DistrictRow> {
  if (!code) {
    return withFreshCode((fresh) =>
      inSavepoint(db, (savepoint) => insertDistrict(savepoint, { ...values, code: fresh })),
    );
  }
  try {
    return await inSavepoint(db, (savepoint) => insertDistrict(savepoint, { ...values, code }));
  } catch (error) {
    throw isUniqueViolation(error) ? codeInUse() : error;
  }
}

/** Gives a district another code; 409 CODE_IN_USE at `code` when another district has it. */
export async function changeDistrictCode(db: Db, id: string, code: string): Promise<void> {
  try {
    await inSavepoint(db, (savepoint) => updateDistrictRow(savepoint, id, { code }));
  } catch (error) {
    throw isUniqueViolation(error) ? codeInUse() : error;
  }
}

/** "from 2026-11-24 to 2027-11-23", "until 2027-07-31", "with no end date". */
export function licencePeriodText(district: Pick<DistrictRow, 'licenceStartsAt' | 'expiresAt'>) {
  const starts = dayOf(district.licenceStartsAt);
  const ends = dayOf(district.expiresAt);
  if (starts && ends) return `from ${starts} to ${ends}`;
  if (ends) return `until ${ends}`;
  return starts ? `from ${starts} with no end date` : 'with no end date';
}

/** Writes 'district-created' for a new district, in the transaction that created it. */
export async function recordDistrictCreated(
  db: Db,
  district: DistrictRow,
  audit: { actor: AuditActor; at: Date; from?: string },
): Promise<void> {
  const inactive = district.active ? '' : ' It is inactive until an operator activates it.';
  await recordAudit(db, {
    at: audit.at,
    actor: audit.actor,
    districtId: district.id,
    action: 'district-created',
    summary:
      `Created ${district.name}${audit.from ? ` ${audit.from}` : ''} with access code ` +
      `${district.code}, licensed ${licencePeriodText(district)}.${inactive}`,
  });
}

/** Creates a district and its audit entry in one transaction (the console's form, the CLI). */
export function createRecordedDistrict(
  db: Db,
  district: { values: NewDistrictValues; code: string | null },
  audit: { actor: AuditActor; at: Date },
): Promise<DistrictRow> {
  return db.transaction(async (tx) => {
    const row = await insertDistrictWithCode(tx, district.values, district.code);
    await recordDistrictCreated(tx, row, audit);
    return row;
  });
}
