import type { SignedIn } from '@trellis/shared/session';
import type { AccountData } from '@trellis/shared/account-data';
import type { DeleteAccountBody } from '@trellis/shared/student-plans';
import { deleteAccount } from '../../domain/accounts/accounts';
import { confirmOwnPassword } from '../../domain/accounts/password-guesses';
import { findUserById } from '../../domain/accounts/users.repository';
import { findOwnedPlans, listVisiblePlans } from '../../domain/plans/plan-reads.repository';
import { personName } from '../../domain/plans/plan-history';
import { byPlan, planRecords } from '../../domain/plans/plan-records';
import {
  findCurrentPlanId,
  FORMER_COLLEAGUE_ROW,
  forgetNameInHistory,
} from '../../domain/plans/plans.repository';
import { forgetColleague } from '../../domain/monitoring/implementers.repository';
import {
  findLogEntriesByAuthor,
  forgetLoggerName,
  logEntryOf,
  loggerKeys,
} from '../../domain/monitoring/delivery-log.repository';
import type { SessionDeps } from '../../domain/sessions/session-store';
import { AppError } from '../../errors';
import { utcDay } from '../../lib/dates';
import type { RateLimiter } from '../../lib/rate-limiter';
import { forgetSessions } from '../../domain/sessions/forget-sessions';

export type AccountDeps = SessionDeps & { limiter: RateLimiter };

/** The data download's file name, e.g. `trellis-data-2026-11-24.json`. */
export function dataFileName(now: Date): string {
  return `trellis-data-${utcDay(now)}.json`;
}

function gone(): never {
  throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
}

/**
 * Everything Trellis keeps about the user: the profile (never the password hash), their own
 * plans whole with shares, history, implementers, delivery log and review decisions, what
 * they logged on others' plans, and which colleagues' plans they can see.
 */
export async function accountData(deps: AccountDeps, signedIn: SignedIn): Promise<AccountData> {
  const user = (await findUserById(deps.db, signedIn.user.id)) ?? gone();
  const owned = await findOwnedPlans(deps.db, user.id);
  const mine = new Set([loggerKeys.user(user.id)]);
  const [plans, visible, currentPlanId, loggedElsewhere] = await Promise.all([
    planRecords(deps.db, owned, mine),
    listVisiblePlans(deps.db, user.id),
    findCurrentPlanId(deps.db, user.id),
    findLogEntriesByAuthor(deps.db, user.id),
  ]);
  const district = signedIn.user.district;
  const byMe = byPlan(loggedElsewhere, (entry) => entry.row.planId);
  return {
    exportedAt: deps.clock.now().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      accountType: user.accountType === 'individual' ? 'individual' : 'district',
      district: district ? { name: district.name, code: district.code } : null,
      subscriptionExpiresAt: user.subscriptionExpiresAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
    },
    currentPlanId,
    plans,
    // Every entry here is the user's own: they saved it, as themselves or as an implementer.
    deliveryLogByMe: [...byMe].map(([planId, entries]) => ({
      planId,
      label: entries[0]?.label ?? '',
      entries: entries.map(({ row }) => ({ ...logEntryOf(row, mine), mine: true })),
    })),
    sharedWithMe: visible.flatMap((plan) =>
      plan.role === 'owner'
        ? []
        : [
            {
              id: plan.id,
              label: plan.label,
              owner: personName({ firstName: plan.ownerFirstName, lastName: plan.ownerLastName }),
              role: plan.role,
            },
          ],
    ),
  };
}

/**
 * Deletes the account after checking the password (wrong guesses limited per account, like
 * changing the password), with everything that is the user's; their sessions end with it.
 */
export async function closeAccount(deps: AccountDeps, userId: string, body: DeleteAccountBody) {
  await confirmOwnPassword(deps, userId, body.password, {
    field: 'password',
    message: 'Your password is not correct.',
  });
  const user = await findUserById(deps.db, userId);
  if (user?.districtId) await forgetNameInHistory(deps.db, user.districtId, personName(user));
  await forgetColleague(deps.db, userId, deps.clock.now(), FORMER_COLLEAGUE_ROW);
  await forgetLoggerName(deps.db, userId, FORMER_COLLEAGUE_ROW);
  await deleteAccount(deps.db, userId);
  await forgetSessions(deps.db, { userId });
}
