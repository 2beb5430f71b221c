import type { StaffRole } from '@trellis/shared/administration';
import type { StaffMember } from '@trellis/shared/district-admin';
import { deactivateUser, reactivateUser } from '../../domain/accounts/deactivation';
import { insertResetRequest, type StoredResetRequest } from '../../domain/accounts/reset-links';
import { personLabel, recordAudit } from '../../domain/administration/audit-log.repository';
import { changeRole } from '../../domain/administration/roles';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { DistrictAdmin } from '../../http/require-role';
import { storedAsFirstAttempt } from '../../jobs/stored-first';
import type { RateRule } from '../../lib/rate-limiter';
import type { ConsoleDeps } from '../../http/console-deps';
import { auditActor } from './audit-actor';
import {
  findStaffRow,
  listStaff,
  lockStaffPair,
  type StaffRow,
  staffMemberOf,
} from './staff.repository';
import { forgetSessions } from '../../domain/sessions/forget-sessions';

// The staff table's actions (issue 19 item 2): roles, deactivation, password resets. Each
// runs in one transaction with its audit line, holding the rows of the administrator and
// the colleague, so two administrators acting on each other cannot leave the district
// without one.

export const STAFF_MESSAGES = {
  notFound: 'No such staff member in your district.',
  ownRole: 'You cannot change your own role. Ask another district administrator.',
  ownDeactivation: 'You cannot deactivate your own account.',
  noLongerAdmin: 'You are no longer an administrator of this district.',
  reactivateFirst: 'Reactivate this account before sending a password reset.',
} as const;

/** Password resets an administrator may send one colleague: enough for a bad morning. */
export const DISTRICT_RESET_RULE: RateRule = { limit: 5, windowMs: 60 * 60_000 };

/** The district's staff, by last then first name, matching `q` when given. */
export async function staffList(deps: ConsoleDeps, admin: DistrictAdmin, q?: string) {
  const rows = await listStaff(deps.db, admin.district.id, q || undefined);
  return { staff: rows.map(staffMemberOf) };
}

/**
 * Runs an action on a colleague in one transaction: 404 when they are not of the
 * administrator's district, 403 when the administrator stopped being one meanwhile. Answers
 * the colleague as they are afterwards, and what the action answered.
 */
async function onColleague<T>(
  deps: ConsoleDeps,
  admin: DistrictAdmin,
  id: string,
  action: (tx: Db, colleague: StaffRow) => Promise<T>,
): Promise<{ member: StaffMember; result: T }> {
  const districtId = admin.district.id;
  return deps.db.transaction(async (tx) => {
    const locked = await lockStaffPair(tx, districtId, [admin.id, id]);
    const self = locked.find((row) => row.id === admin.id);
    if (!self || self.role !== 'district_admin' || self.deactivatedAt) {
      throw new AppError('FORBIDDEN', STAFF_MESSAGES.noLongerAdmin);
    }
    const before = await findStaffRow(tx, districtId, id);
    if (!before) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
    const result = await action(tx, before);
    const after = (await findStaffRow(tx, districtId, id)) ?? before;
    return { member: staffMemberOf(after), result };
  });
}

type StaffAuditAction = 'staff-deactivated' | 'staff-reactivated' | 'password-reset-sent';

function audit(
  deps: ConsoleDeps,
  tx: Db,
  admin: DistrictAdmin,
  entry: { action: StaffAuditAction; summary: string },
) {
  return recordAudit(tx, {
    at: deps.clock.now(),
    actor: auditActor(admin),
    districtId: admin.district.id,
    ...entry,
  });
}

/** Makes a colleague an administrator or a staff member again; never oneself. */
export async function changeStaffRole(
  deps: ConsoleDeps,
  admin: DistrictAdmin,
  id: string,
  role: StaffRole,
) {
  if (id === admin.id) throw new AppError('FORBIDDEN', STAFF_MESSAGES.ownRole);
  const { member } = await onColleague(deps, admin, id, async (tx, colleague) => {
    await changeRole(tx, { ...colleague, districtId: admin.district.id }, role, {
      actor: auditActor(admin),
      at: deps.clock.now(),
    });
  });
  await forgetSessions(deps.db, { userId: id });
  return member;
}

/** Deactivates a colleague and signs them out everywhere; never oneself. */
export async function deactivateStaff(deps: ConsoleDeps, admin: DistrictAdmin, id: string) {
  if (id === admin.id) throw new AppError('FORBIDDEN', STAFF_MESSAGES.ownDeactivation);
  const { member } = await onColleague(deps, admin, id, async (tx, colleague) => {
    if (!(await deactivateUser(tx, id, deps.clock.now()))) return;
    const summary = `Deactivated ${personLabel(colleague)}.`;
    await audit(deps, tx, admin, { action: 'staff-deactivated', summary });
  });
  await forgetSessions(deps.db, { userId: id });
  return member;
}

/** Lets a deactivated colleague sign in again. */
export async function reactivateStaff(deps: ConsoleDeps, admin: DistrictAdmin, id: string) {
  const { member } = await onColleague(deps, admin, id, async (tx, colleague) => {
    if (!(await reactivateUser(tx, id, deps.clock.now()))) return;
    const summary = `Reactivated ${personLabel(colleague)}.`;
    await audit(deps, tx, admin, { action: 'staff-reactivated', summary });
  });
  await forgetSessions(deps.db, { userId: id });
  return member;
}

/**
 * Stores a password-reset request for a colleague with its audit line; the caller sends
 * the e-mail off the request path (a failed send is retried like any reset request).
 */
export async function requestStaffReset(
  deps: ConsoleDeps,
  admin: DistrictAdmin,
  id: string,
): Promise<StoredResetRequest> {
  // Counted before the transaction (the limiter writes through its own connection), and
  // only for the district's own active staff, so nobody spends another district's
  // allowance, nor the colleague's on links a deactivated account would not get.
  const colleague = await findStaffRow(deps.db, admin.district.id, id);
  if (!colleague) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
  if (colleague.deactivatedAt) throw new AppError('CONFLICT', STAFF_MESSAGES.reactivateFirst);
  await deps.limiter.consume(`district-reset:user:${id}`, DISTRICT_RESET_RULE);
  const { result } = await onColleague(deps, admin, id, async (tx, colleague) => {
    if (colleague.deactivatedAt) throw new AppError('CONFLICT', STAFF_MESSAGES.reactivateFirst);
    const now = deps.clock.now();
    const stored = await insertResetRequest(tx, {
      email: colleague.email,
      ...storedAsFirstAttempt(now),
    });
    const summary = `Sent a password reset link to ${personLabel(colleague)}.`;
    await audit(deps, tx, admin, { action: 'password-reset-sent', summary });
    return stored;
  });
  return result;
}
