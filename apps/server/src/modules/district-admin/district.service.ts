import { dayOf, endOfDay, licenceStatus } from '@trellis/shared/administration';
import type { AccessCodeBody, DistrictOverview } from '@trellis/shared/district-admin';
import { withFreshCode } from '../../domain/accounts/access-codes';
import { accessCodeOpen } from '../../domain/accounts/districts.repository';
import { recordAudit } from '../../domain/administration/audit-log.repository';
import {
  lockDistrict,
  updateDistrictRow,
} from '../../domain/administration/districts-admin.repository';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../errors';
import type { DistrictAdmin } from '../../http/require-role';
import { utcDay } from '../../lib/dates';
import { auditActor } from './audit-actor';
import type { ConsoleDeps } from '../../http/console-deps';
import { type DistrictWithCounts, findDistrictWithCounts } from './district.repository';
import { forgetSessions } from '../../domain/sessions/forget-sessions';

// The licence and the access code of the administrator's district (issue 19 item 2).

export const PAST_CODE_DAY = 'Choose today or a later day.';

// The session resolved with the district a moment ago; only a deletion since removes it.
const districtGone = () => new AppError('NOT_FOUND', 'Your district no longer exists.');

/** The overview of a district as it stands at `now`. */
export function overviewOf(district: DistrictWithCounts, now: Date): DistrictOverview {
  const status = licenceStatus(
    { active: district.active, startsAt: district.licenceStartsAt, endsAt: district.expiresAt },
    now,
  );
  const licenceInForce = status === 'active' || status === 'ending';
  return {
    id: district.id,
    name: district.name,
    licence: {
      startsOn: dayOf(district.licenceStartsAt),
      endsOn: dayOf(district.expiresAt),
      status,
    },
    code: {
      value: district.code,
      active: district.codeActive,
      expiresOn: dayOf(district.codeExpiresAt),
      usable: licenceInForce && accessCodeOpen(district, now),
    },
    staffCount: district.staffCount,
    activeStaffCount: district.activeStaffCount,
  };
}

async function overviewIn(deps: ConsoleDeps, db: Db, admin: DistrictAdmin) {
  const district = await findDistrictWithCounts(db, admin.district.id);
  if (!district) throw districtGone();
  return overviewOf(district, deps.clock.now());
}

/** `GET /district`. */
export function districtOverview(deps: ConsoleDeps, admin: DistrictAdmin) {
  return overviewIn(deps, deps.db, admin);
}

/** Writes an access-code change to the audit log, in the transaction that made it. */
function auditCode(
  deps: ConsoleDeps,
  tx: Db,
  admin: DistrictAdmin,
  entry: { action: 'code-rotated' | 'code-changed'; summary: string },
) {
  const actor = auditActor(admin);
  return recordAudit(tx, { at: deps.clock.now(), actor, districtId: admin.district.id, ...entry });
}

/**
 * Gives the district a fresh random code; the old one stops working at once (registration
 * and look-up compare against the stored code). Each try runs in a savepoint, so a rare
 * collision undoes only that try.
 */
export async function rotateAccessCode(deps: ConsoleDeps, admin: DistrictAdmin) {
  const id = admin.district.id;
  const overview = await deps.db.transaction(async (tx) => {
    const before = await lockDistrict(tx, id);
    if (!before) throw districtGone();
    const code = await withFreshCode(async (fresh) => {
      await tx.transaction((savepoint) => updateDistrictRow(savepoint, id, { code: fresh }));
      return fresh;
    });
    const summary = `Replaced the access code ${before.code} with ${code}.`;
    await auditCode(deps, tx, admin, { action: 'code-rotated', summary });
    return overviewIn(deps, tx, admin);
  });
  await forgetSessions(deps.db, { districtId: id });
  return overview;
}

/** One sentence for what changed of the code, or null when nothing did. */
export function codeChangeSummary(
  code: string,
  before: AccessCodeBody,
  after: AccessCodeBody,
): string | null {
  const switched = before.active !== after.active;
  const dated = before.expiresOn !== after.expiresOn;
  if (!switched && !dated) return null;
  if (switched) {
    const day = after.expiresOn ? `set its last day to ${after.expiresOn}` : 'removed its last day';
    return `Switched the access code ${code} ${after.active ? 'on' : 'off'}${dated ? ` and ${day}` : ''}.`;
  }
  return after.expiresOn
    ? `Set the last day of the access code ${code} to ${after.expiresOn}.`
    : `Removed the last day of the access code ${code}.`;
}

/** `PUT /district/code`: switches the code on or off and sets or clears its last day. */
export async function updateAccessCode(
  deps: ConsoleDeps,
  admin: DistrictAdmin,
  body: AccessCodeBody,
) {
  if (body.expiresOn && body.expiresOn < utcDay(deps.clock.now())) {
    throw fieldError('VALIDATION_FAILED', 'expiresOn', PAST_CODE_DAY);
  }
  const id = admin.district.id;
  const overview = await deps.db.transaction(async (tx) => {
    const district = await lockDistrict(tx, id);
    if (!district) throw districtGone();
    const before = { active: district.codeActive, expiresOn: dayOf(district.codeExpiresAt) };
    const summary = codeChangeSummary(district.code, before, body);
    if (summary) {
      await updateDistrictRow(tx, id, {
        codeActive: body.active,
        codeExpiresAt: body.expiresOn ? endOfDay(body.expiresOn) : null,
      });
      await auditCode(deps, tx, admin, { action: 'code-changed', summary });
    }
    return overviewIn(deps, tx, admin);
  });
  await forgetSessions(deps.db, { districtId: id });
  return overview;
}
