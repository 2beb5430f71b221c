import type { PlanLogResponse } from '@trellis/shared/delivery-log';
import type { PlanRole } from '@trellis/shared/student-plans';
import type { ContentIndex } from '../../content/content-index';
import type { Db } from '../../db/client';
import { loggerKeys } from '../../domain/monitoring/delivery-log.repository';
import { mayDo, PLAN_NOT_FOUND } from '../../domain/plans/plan-access';
import { findPlanAccess, type PlanRow } from '../../domain/plans/plans.repository';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { findImplementedPlan } from './delivery-log.repository';

// Who may read and add to a plan's delivery log signed in (decision 018): the owner and
// editors everything; viewers read; a colleague named as an implementer logs their own items
// and sees only their own entries, even when the plan is not shared with them. Anyone else
// gets the plan's 404. Nobody logs an archived plan; an implementer it is not shared with
// no longer finds it at all.

export interface DeliveryLogDeps {
  db: Db;
  clock: Clock;
  content: ContentIndex;
}

export type CanLog = PlanLogResponse['canLog'];

export interface LogAccess {
  plan: PlanRow;
  /** The user's role on the plan, or null for an implementer it is not shared with. */
  role: PlanRole | null;
  /** The user's implementer row on the plan, if they are named as one. */
  implementer: { id: string; items: string[]; loggerKey: string } | null;
  /** What the user may log while the plan is not archived. */
  logRight: CanLog;
  /** What the user may log now: nothing while the plan is archived. */
  canLog: CanLog;
}

/** What the user may do with the plan's log, or 404 PLAN_NOT_FOUND. */
export async function logAccessFor(
  deps: DeliveryLogDeps,
  userId: string,
  planId: string,
): Promise<LogAccess> {
  const access = await findPlanAccess(deps.db, planId, userId);
  const implemented = await findImplementedPlan(deps.db, planId, userId);
  const plan = access?.plan ?? implemented?.plan;
  if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
  const role = access?.role ?? null;
  const implementer = implemented
    ? {
        id: implemented.implementer.id,
        items: implemented.implementer.items,
        loggerKey: loggerKeys.implementer(implemented.implementer.id),
      }
    : null;
  const logRight: CanLog = mayDo(role, 'edit') ? 'all' : implementer ? 'own' : 'none';
  const canLog = plan.archivedAt === null ? logRight : 'none';
  return { plan, role, implementer, logRight, canLog };
}

/** Whether the user sees only their own part of the log: an implementer it is not shared with. */
export function ownPartOnly(access: LogAccess): boolean {
  return access.role === null;
}
