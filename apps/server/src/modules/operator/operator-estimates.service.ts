import type { z } from 'zod';
import { endOfDay, yearLicenceEnd } from '@trellis/shared/administration';
import {
  type DistrictFromEstimateBodySchema,
  ESTIMATE_STATUSES,
  ESTIMATE_STATUS_LABELS,
  type EstimateList,
  type EstimateRow,
  type EstimateStatus,
  type OperatorDistrict,
} from '@trellis/shared/operator-console';
import { type AuditActor, recordAudit } from '../../domain/administration/audit-log.repository';
import {
  insertDistrictWithCode,
  recordDistrictCreated,
  startOfDay,
} from '../../domain/administration/district-records';
import { AppError, fieldError } from '../../errors';
import { utcDay } from '../../lib/dates';
import type { ConsoleDeps } from '../../http/console-deps';
import { operatorDistrict } from './operator-districts.service';
import {
  type EstimateWithDistrict,
  findEstimateRequest,
  listEstimateRequests,
  lockEstimateRequest,
  updateEstimateRequest,
} from './operator-estimates.repository';

export const ESTIMATE_NOT_FOUND = 'This estimate request does not exist.';
export const ALREADY_A_DISTRICT = 'A district was already created from this request.';
const ENDS_BEFORE_START = 'The licence cannot end before it starts.';

function notFound(): never {
  throw new AppError('NOT_FOUND', ESTIMATE_NOT_FOUND);
}

const isStatus = (status: string): status is EstimateStatus =>
  (ESTIMATE_STATUSES as readonly string[]).includes(status);

function estimateRowOf({ request, district }: EstimateWithDistrict): EstimateRow {
  return {
    id: request.id,
    createdAt: request.createdAt.toISOString(),
    name: `${request.firstName} ${request.lastName}`,
    email: request.email,
    phone: request.phone,
    schoolName: request.schoolName,
    city: request.city,
    state: request.state,
    students: request.students,
    estimate: request.estimate,
    status: isStatus(request.status) ? request.status : 'new',
    district,
  };
}

export async function listEstimates(deps: ConsoleDeps): Promise<EstimateList> {
  return { requests: (await listEstimateRequests(deps.db)).map(estimateRowOf) };
}

async function estimateRow(deps: ConsoleDeps, id: string): Promise<EstimateRow> {
  const row = await findEstimateRequest(deps.db, id);
  if (!row) notFound();
  return estimateRowOf(row);
}

/** Moves a request along (new, contacted, won, lost); recorded when it changed. */
export async function setEstimateStatus(
  deps: ConsoleDeps,
  actor: AuditActor,
  id: string,
  status: EstimateStatus,
): Promise<EstimateRow> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const request = (await lockEstimateRequest(tx, id)) ?? notFound();
    if (request.status === status) return;
    await updateEstimateRequest(tx, id, { status, statusChangedAt: at });
    await recordAudit(tx, {
      at,
      actor,
      districtId: request.districtId,
      action: 'estimate-status-changed',
      summary:
        `Marked the estimate request of ${request.firstName} ${request.lastName} ` +
        `(${request.schoolName}) as ${ESTIMATE_STATUS_LABELS[status].toLowerCase()}.`,
    });
  });
  return estimateRow(deps, id);
}

/**
 * Creates the district a request asked about, named as given or after its school, licensed
 * from today for a year (or to the day given), and marks the request won and linked to it. The
 * request's row is locked first, so two operators clicking together make one district:
 * the second gets 409 CONFLICT.
 */
export async function districtFromEstimate(
  deps: ConsoleDeps,
  actor: AuditActor,
  id: string,
  body: z.output<typeof DistrictFromEstimateBodySchema>,
): Promise<OperatorDistrict> {
  const at = deps.clock.now();
  const starts = utcDay(at);
  const ends = body.licenceEndsOn ?? yearLicenceEnd(starts);
  if (ends < starts) throw fieldError('VALIDATION_FAILED', 'licenceEndsOn', ENDS_BEFORE_START);
  const districtId = await deps.db.transaction(async (tx) => {
    const request = (await lockEstimateRequest(tx, id)) ?? notFound();
    if (request.districtId) throw new AppError('CONFLICT', ALREADY_A_DISTRICT);
    const values = {
      name: body.name ?? request.schoolName.trim(),
      active: true,
      licenceStartsAt: startOfDay(starts),
      expiresAt: endOfDay(ends),
      createdAt: at,
    };
    const district = await insertDistrictWithCode(tx, values, body.code || null);
    await updateEstimateRequest(tx, id, {
      status: 'won',
      statusChangedAt: at,
      districtId: district.id,
    });
    const from = `from the estimate request of ${request.firstName} ${request.lastName}, now marked won,`;
    await recordDistrictCreated(tx, district, { actor, at, from });
    return district.id;
  });
  return operatorDistrict(deps, districtId);
}
