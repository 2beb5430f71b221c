import {
  type PlanDetails,
  PLANS_PER_USER_MAX,
  type StudentPlanState,
} from '@trellis/shared/student-plans';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { lockUser } from '../accounts/users.repository';
import { PLAN_NOT_FOUND } from './plan-access';
import { type HistoryLine, stateChanges } from './plan-history';
import {
  countOwnedPlans,
  insertEvents,
  insertPlan,
  lockPlanState,
  type PlanRow,
  planExists,
  type SavedState,
  saveStateAtVersion,
  setCurrentPlan,
} from './plans.repository';

// Creating a student plan and saving its builder state: the two writes the plans API and
// the builder's own state API (`/builder-state`, which works on the current plan) share.

export interface PlanStoreDeps {
  db: Db;
  clock: Clock;
}

/** What a user at the plan limit is told. */
export const PLAN_LIMIT_MESSAGE = `You have ${PLANS_PER_USER_MAX.toLocaleString('en-US')} student plans, the most one account can keep. Delete plans you no longer need (archived ones count too) to start a new one.`;

/** What a save based on an older version is told. */
export const PLAN_CONFLICT_MESSAGE =
  'Someone else saved this plan since you opened it. Reload to see their changes, or keep yours.';

/** The state of a new, empty plan. */
export const EMPTY_PLAN_STATE: StudentPlanState = { strengths: [], needs: [], plan: [] };

/**
 * Creates a plan owned by the user, in their district, and makes it their current plan,
 * with its first history lines. At most {@link PLANS_PER_USER_MAX} plans per owner, and
 * parallel requests cannot overshoot: the owner's row is locked before counting, so their
 * creations take turns (409 LIMIT_REACHED past the limit).
 */
export async function createStudentPlan(
  deps: PlanStoreDeps,
  ownerId: string,
  plan: { details: PlanDetails; state: StudentPlanState },
  history: readonly HistoryLine[],
): Promise<PlanRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const owner = await lockUser(tx, ownerId);
    if (!owner) throw new AppError('UNAUTHENTICATED', 'Your account no longer exists.');
    if ((await countOwnedPlans(tx, ownerId)) >= PLANS_PER_USER_MAX) {
      throw new AppError('LIMIT_REACHED', PLAN_LIMIT_MESSAGE);
    }
    const row = await insertPlan(tx, {
      ...plan.details,
      ownerId,
      districtId: owner.districtId,
      state: plan.state,
      createdAt: now,
      updatedAt: now,
    });
    await insertEvents(tx, row.id, ownerId, now, history);
    await setCurrentPlan(tx, ownerId, row.id);
    return row;
  });
}

/**
 * Saves a plan's builder state for a user allowed to edit it, bumping its version, and
 * writes a history line per kind of change. With `basedOn` (the version the user's copy
 * came from, and its state) the save happens only if nobody saved since: 409 PLAN_CONFLICT
 * otherwise, and nothing changes. Without it (the legacy `/builder-state`) the save wins.
 */
export async function saveStudentPlanState(
  deps: PlanStoreDeps,
  planId: string,
  userId: string,
  state: StudentPlanState,
  basedOn?: { version: number; stored: { version: number; state: StudentPlanState } },
): Promise<SavedState> {
  const at = deps.clock.now();
  const change = { state, by: userId, at };
  return deps.db.transaction(async (tx) => {
    let before: StudentPlanState;
    let saved: SavedState | undefined;
    if (basedOn) {
      if (basedOn.stored.version !== basedOn.version) {
        throw new AppError('PLAN_CONFLICT', PLAN_CONFLICT_MESSAGE);
      }
      // The update matches only the version whose state was read, so that is what changed.
      before = basedOn.stored.state;
      saved = await saveStateAtVersion(tx, planId, basedOn.version, change);
      if (!saved && (await planExists(tx, planId))) {
        throw new AppError('PLAN_CONFLICT', PLAN_CONFLICT_MESSAGE);
      }
    } else {
      const locked = await lockPlanState(tx, planId);
      if (!locked) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
      before = locked.state;
      saved = await saveStateAtVersion(tx, planId, locked.version, change);
    }
    if (!saved) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
    await insertEvents(tx, planId, userId, at, stateChanges(before, state));
    return saved;
  });
}
