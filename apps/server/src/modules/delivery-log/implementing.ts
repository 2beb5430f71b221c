import type { ImplementingResponse } from '@trellis/shared/delivery-log';
import { findLastLoggedOn } from '../../domain/monitoring/delivery-log.repository';
import { personName } from '../../domain/plans/plan-history';
import { utcDay } from '../../lib/dates';
import { findImplementingPlans } from './delivery-log.repository';
import type { DeliveryLogDeps } from './log-access';

// Where a colleague signed in finds the plans they log (decision 018): the plans of their
// district naming them as an implementer, shared with them or not.

/**
 * `GET /plans/implementing`: each plan with the case manager, their class and their items
 * still in the plan (a plan with none left is not listed: there is nothing to log), and the
 * last day their own entries cover.
 */
export async function implementingPlans(
  deps: DeliveryLogDeps,
  userId: string,
): Promise<ImplementingResponse> {
  const rows = await findImplementingPlans(deps.db, userId);
  const today = utcDay(deps.clock.now());
  const lastLogged = await findLastLoggedOn(
    deps.db,
    rows.map((row) => row.plan.id),
    today,
  );
  return {
    plans: rows.flatMap(({ plan, implementer, caseManager }) => {
      const theirs = new Set(implementer.items);
      const items = plan.state.plan
        .filter((item) => theirs.has(item.key))
        .map(({ key, title }) => ({ key, title }));
      if (items.length === 0) return [];
      return [
        {
          planId: plan.id,
          label: plan.label,
          caseManager: personName(caseManager),
          classOrPeriod: implementer.classOrPeriod,
          items,
          lastLoggedOn: lastLogged.get(implementer.id) ?? null,
        },
      ];
    }),
  };
}
