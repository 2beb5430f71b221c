import {
  type CreatePlanBody,
  type PlanDetails,
  type PlanHistoryResponse,
  type PlanListWithCurrent,
  PLAN_HISTORY_MAX,
  PLANS_PER_USER_MAX,
  type SavedPlanState,
  type SavePlanStateBody,
  type StudentPlan,
  type UpdatePlanBody,
} from '@trellis/shared/student-plans';
import { PLAN_NOT_FOUND, requireAccess } from '../../domain/plans/plan-access';
import { detailChanges, type HistoryLine, historyLines } from '../../domain/plans/plan-history';
import { findEventsOf, listVisiblePlans } from '../../domain/plans/plan-reads.repository';
import { detailsOf, eventOf, summaryOf } from '../../domain/plans/plan-view';
import { findCurrentPlanAccess, setCurrentPlan } from '../../domain/plans/plans.repository';
import {
  createStudentPlan,
  EMPTY_PLAN_STATE,
  saveStudentPlanState,
} from '../../domain/plans/student-plans';
import { fieldError } from '../../errors';
import {
  access,
  OWNER_ONLY,
  planView,
  type PlansDeps,
  recordChange,
  reloaded,
} from './plan-context';
import { deletePlan, updatePlanDetails } from './plans.repository';

// The rules of the plans API but sharing (plan-shares.service.ts).

/**
 * `GET /plans`: the user's own plans and those shared with them, and their current plan;
 * with `withCurrent`, that plan whole too (as `GET /plans/:id` answers it).
 */
export async function listPlans(
  deps: PlansDeps,
  userId: string,
  withCurrent = false,
): Promise<PlanListWithCurrent> {
  const [rows, current] = await Promise.all([
    listVisiblePlans(deps.db, userId),
    findCurrentPlanAccess(deps.db, userId),
  ]);
  const currentPlanId = current?.plan.id ?? null;
  const list = { plans: rows.map(summaryOf), currentPlanId, limit: PLANS_PER_USER_MAX };
  if (!withCurrent) return list;
  return { ...list, current: current ? await planView(deps, current) : null };
}

/**
 * `POST /plans`: a new plan, empty or started from a plan the user may view (its grade,
 * plan type and builder state; not its dates, note, shares or history). It becomes the
 * user's current plan.
 */
export async function createPlan(
  deps: PlansDeps,
  userId: string,
  body: CreatePlanBody,
): Promise<StudentPlan> {
  const source = body.copyFrom ? await access(deps, userId, body.copyFrom) : undefined;
  if (body.copyFrom && !source) throw fieldError('NOT_FOUND', 'copyFrom', PLAN_NOT_FOUND);
  const details: PlanDetails = {
    label: body.label,
    grade: body.grade !== undefined ? body.grade : source ? detailsOf(source.plan).grade : null,
    planType: body.planType ?? (source ? detailsOf(source.plan).planType : 'IEP'),
    meetingDate: body.meetingDate ?? null,
    reviewDate: body.reviewDate ?? null,
    note: body.note ?? '',
  };
  const created = await createStudentPlan(
    deps,
    userId,
    { details, state: source?.plan.state ?? EMPTY_PLAN_STATE },
    [source ? historyLines.duplicated(source.plan.label) : historyLines.created()],
  );
  return reloaded(deps, userId, created.id);
}

/** `GET /plans/:id`. */
export async function getPlan(deps: PlansDeps, userId: string, planId: string) {
  return planView(deps, requireAccess(await access(deps, userId, planId), 'view'));
}

/**
 * `PATCH /plans/:id`: details by the owner or an editor, archiving and restoring by the
 * owner only. Only what differs is written, with one history line per kind of change.
 * Details are not versioned: the version counts state saves.
 */
export async function updatePlan(
  deps: PlansDeps,
  userId: string,
  planId: string,
  body: UpdatePlanBody,
): Promise<StudentPlan> {
  const found = requireAccess(await access(deps, userId, planId), 'edit');
  const { archived, ...change } = body;
  if (archived !== undefined) requireAccess(found, 'manage', OWNER_ONLY.archive);

  const before = detailsOf(found.plan);
  const set: Partial<PlanDetails> & { archivedAt?: Date | null } = {};
  for (const field of Object.keys(change) as (keyof PlanDetails)[]) {
    if (change[field] !== undefined && change[field] !== before[field]) {
      Object.assign(set, { [field]: change[field] });
    }
  }
  const lines: HistoryLine[] = [];
  const summary = detailChanges(before, change);
  if (summary) lines.push({ kind: 'details', summary });
  if (archived !== undefined && archived !== (found.plan.archivedAt !== null)) {
    set.archivedAt = archived ? deps.clock.now() : null;
    lines.push(archived ? historyLines.archived() : historyLines.restored());
  }
  if (lines.length > 0) {
    await recordChange(deps, planId, userId, lines, (tx) =>
      updatePlanDetails(tx, planId, set, { by: userId, at: deps.clock.now() }),
    );
  }
  return reloaded(deps, userId, planId);
}

/** `PUT /plans/:id/state`: saved only if nobody saved since `version` (409 PLAN_CONFLICT). */
export async function savePlanState(
  deps: PlansDeps,
  userId: string,
  planId: string,
  body: SavePlanStateBody,
): Promise<SavedPlanState> {
  const found = requireAccess(await access(deps, userId, planId), 'edit');
  const saved = await saveStudentPlanState(deps, planId, userId, body.state, {
    version: body.version,
    stored: found.plan,
  });
  return { version: saved.version, updatedAt: saved.updatedAt.toISOString() };
}

/** `DELETE /plans/:id`: the owner deletes the plan with its shares and history. */
export async function removePlan(deps: PlansDeps, userId: string, planId: string) {
  requireAccess(await access(deps, userId, planId), 'manage', OWNER_ONLY.delete);
  await deletePlan(deps.db, planId);
}

/**
 * `PUT /plans/current`: the plan the builder and My Plan work on: one the user may edit (a
 * plan shared to view opens read-only and never becomes the builder's).
 */
export async function chooseCurrentPlan(deps: PlansDeps, userId: string, planId: string) {
  requireAccess(await access(deps, userId, planId), 'edit');
  await setCurrentPlan(deps.db, userId, planId);
}

/** `GET /plans/:id/history`: newest first, at most {@link PLAN_HISTORY_MAX} lines. */
export async function planHistory(
  deps: PlansDeps,
  userId: string,
  planId: string,
): Promise<PlanHistoryResponse> {
  requireAccess(await access(deps, userId, planId), 'view');
  const rows = await findEventsOf(deps.db, [planId], PLAN_HISTORY_MAX);
  return { events: rows.map(eventOf) };
}
