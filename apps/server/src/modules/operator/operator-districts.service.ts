import type { z } from 'zod';
import { dayOf, endOfDay, licenceStatus } from '@trellis/shared/administration';
import type {
  DeleteDistrictResponse,
  DistrictBodySchema,
  OperatorDistrict,
  OperatorDistrictList,
} from '@trellis/shared/operator-console';
import type { SignedIn } from '@trellis/shared/session';
import { countedNoun } from '@trellis/shared/text';
import type { DistrictRow } from '../../domain/accounts/districts.repository';
import { type AuditActor, recordAudit } from '../../domain/administration/audit-log.repository';
import { deleteDistrictWithData } from '../../domain/administration/district-deletion';
import {
  changeDistrictCode,
  createRecordedDistrict,
  type NewDistrictValues,
  startOfDay,
} from '../../domain/administration/district-records';
import {
  type DistrictSummaryRow,
  findDistrictSummary,
  listDistrictSummaries,
  lockDistrict,
  updateDistrictRow,
} from '../../domain/administration/districts-admin.repository';
import { AppError, fieldError } from '../../errors';
import { licenceChanges } from './change-summaries';
import type { ConsoleDeps } from '../../http/console-deps';
import { forgetSessions } from '../../domain/sessions/forget-sessions';

type DistrictBody = z.output<typeof DistrictBodySchema>;

export const DISTRICT_NOT_FOUND = 'This district does not exist. It may have been deleted.';
export const CONFIRM_NAME_MESSAGE = "Type the district's name exactly to delete it.";
const OWN_DISTRICT_MESSAGE =
  'Your own account belongs to this district, so you cannot delete it. Ask another operator.';

function notFound(): never {
  throw new AppError('NOT_FOUND', DISTRICT_NOT_FOUND);
}

/** A district as the operator's table shows it, its status as of `now`. */
export function operatorDistrictOf(row: DistrictSummaryRow, now: Date): OperatorDistrict {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    active: row.active,
    licenceStartsOn: dayOf(row.licenceStartsAt),
    licenceEndsOn: dayOf(row.expiresAt),
    status: licenceStatus(
      { active: row.active, startsAt: row.licenceStartsAt, endsAt: row.expiresAt },
      now,
    ),
    staffCount: row.staffCount,
    adminCount: row.adminCount,
    planCount: row.planCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDistricts(deps: ConsoleDeps): Promise<OperatorDistrictList> {
  const now = deps.clock.now();
  const rows = await listDistrictSummaries(deps.db);
  return { districts: rows.map((row) => operatorDistrictOf(row, now)) };
}

/** The district as the table shows it now, after a change. */
export async function operatorDistrict(deps: ConsoleDeps, id: string): Promise<OperatorDistrict> {
  const row = await findDistrictSummary(deps.db, id);
  if (!row) notFound();
  return operatorDistrictOf(row, deps.clock.now());
}

/** The licence a form describes: it starts at the start of its first day, ends at the end of its last. */
function licenceOf(body: DistrictBody): Omit<NewDistrictValues, 'createdAt'> {
  return {
    name: body.name,
    active: body.active,
    licenceStartsAt: body.licenceStartsOn ? startOfDay(body.licenceStartsOn) : null,
    expiresAt: body.licenceEndsOn ? endOfDay(body.licenceEndsOn) : null,
  };
}

export async function createDistrict(
  deps: ConsoleDeps,
  actor: AuditActor,
  body: DistrictBody,
): Promise<OperatorDistrict> {
  const at = deps.clock.now();
  const values = { ...licenceOf(body), createdAt: at };
  const row = await createRecordedDistrict(
    deps.db,
    { values, code: body.code || null },
    {
      actor,
      at,
    },
  );
  return operatorDistrict(deps, row.id);
}

/**
 * Renames a district, moves or ends its licence, (de)activates it, or gives it the code
 * typed: each in the audit log, nothing recorded when nothing changed.
 */
export async function updateDistrict(
  deps: ConsoleDeps,
  actor: AuditActor,
  id: string,
  body: DistrictBody,
): Promise<OperatorDistrict> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = (await lockDistrict(tx, id)) ?? notFound();
    const after = (await updateDistrictRow(tx, id, licenceOf(body))) ?? notFound();
    const changes = licenceChanges(before, after, at);
    const record = { at, actor, districtId: id };
    if (changes.length) {
      await recordAudit(tx, { ...record, action: 'licence-changed', summary: changes.join(' ') });
    }
    if (body.code && body.code !== before.code) {
      await changeDistrictCode(tx, id, body.code);
      const summary = `Changed the access code of ${after.name} from ${before.code} to ${body.code}.`;
      await recordAudit(tx, { ...record, action: 'code-changed', summary });
    }
  });
  await forgetSessions(deps.db, { districtId: id });
  return operatorDistrict(deps, id);
}

const sameName = (typed: string, district: DistrictRow) =>
  typed.trim().toLowerCase() === district.name.trim().toLowerCase();

/**
 * Deletes a district and all its accounts' data once its name is typed again, in one
 * transaction with its audit entry (which keeps the district's id, name, code and counts).
 */
export async function deleteDistrict(
  deps: ConsoleDeps,
  actor: SignedIn['user'],
  id: string,
  confirmName: string,
): Promise<DeleteDistrictResponse> {
  const at = deps.clock.now();
  const answer = await deps.db.transaction(async (tx) => {
    const district = (await lockDistrict(tx, id)) ?? notFound();
    if (!sameName(confirmName, district)) {
      throw fieldError('VALIDATION_FAILED', 'confirmName', CONFIRM_NAME_MESSAGE);
    }
    if (actor.district?.id === id) throw new AppError('CONFLICT', OWN_DISTRICT_MESSAGE);
    const deleted = await deleteDistrictWithData(tx, district, at);
    await recordAudit(tx, {
      at,
      actor,
      districtId: district.id,
      action: 'district-deleted',
      summary:
        `Deleted ${district.name} (code ${district.code}) and all its data: ` +
        `${countedNoun(deleted.deletedUsers, 'account')}, ${countedNoun(deleted.deletedPlans, 'plan')}.`,
    });
    return deleted;
  });
  await forgetSessions(deps.db, { districtId: id });
  return answer;
}
