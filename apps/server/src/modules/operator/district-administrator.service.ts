import type { OperatorDistrict } from '@trellis/shared/operator-console';
import { findUserByEmail } from '../../domain/accounts/users.repository';
import { type AuditActor, personLabel } from '../../domain/administration/audit-log.repository';
import { lockDistrict } from '../../domain/administration/districts-admin.repository';
import { changeRole } from '../../domain/administration/roles';
import { AppError } from '../../errors';
import type { ConsoleDeps } from '../../http/console-deps';
import { DISTRICT_NOT_FOUND, operatorDistrict } from './operator-districts.service';
import { forgetSessions } from '../../domain/sessions/forget-sessions';

// An operator names a district's administrator (its first one, or one to replace an
// administrator who left) without the command line: the account must already be one of the
// district's, made by registering with its code.

export const notInDistrict = (district: string) =>
  `No account with this e-mail address in ${district}.`;

/**
 * Makes the account with `email` an administrator of the district, recorded as
 * 'role-changed'; nothing changes (and nothing is recorded) when it already is one. 404 when
 * the district is unknown or the account is not of it; 409 for an operator's or a
 * deactivated account.
 */
export async function makeDistrictAdministrator(
  deps: ConsoleDeps,
  actor: AuditActor,
  districtId: string,
  email: string,
): Promise<OperatorDistrict> {
  const at = deps.clock.now();
  const userId = await deps.db.transaction(async (tx) => {
    // Locked, so a deletion of the district waits for this change or comes first.
    const district = await lockDistrict(tx, districtId);
    if (!district) throw new AppError('NOT_FOUND', DISTRICT_NOT_FOUND);
    const user = await findUserByEmail(tx, email);
    if (!user || user.districtId !== district.id) {
      throw new AppError('NOT_FOUND', notInDistrict(district.name));
    }
    if (user.role === 'operator') {
      throw new AppError(
        'CONFLICT',
        `${personLabel(user)} is an operator, and an operator's account belongs to no district. Name another account.`,
      );
    }
    if (user.deactivatedAt) {
      throw new AppError(
        'CONFLICT',
        `${personLabel(user)} is deactivated and cannot sign in. Name an active account.`,
      );
    }
    await changeRole(tx, user, 'district_admin', { actor, at });
    return user.id;
  });
  await forgetSessions(deps.db, { userId });
  return operatorDistrict(deps, districtId);
}
