import { detailsKey } from '@trellis/shared/details-key';
import type { PlanListResponse, StudentPlanState } from '@trellis/shared/student-plans';
import { useBuilderStore } from './builder-store';
import { useCartStore } from './cart-store';

// What the browser holds of a student plan, and which plan the builder loads at sign-in:
// pure reads the sync (builder-sync.ts) decides with.

/** The keys under which tabs of one browser keep the builder, the plan and the sync's record. */
export const SHARED_STORAGE_KEYS = ['trellis-builder', 'trellis-cart', 'trellis-builder-sync'];

/** The builder's and the cart's state, as a plan holds it. */
export function snapshot(): StudentPlanState {
  const { strengths, needs } = useBuilderStore.getState();
  const { items, reviewKept } = useCartStore.getState();
  return { strengths, needs, plan: items, reviewKept };
}

/** The same choices, whatever order the keys of each entry came in. */
export function sameState(a: StudentPlanState, b: StudentPlanState): boolean {
  const flat = (state: StudentPlanState) =>
    JSON.stringify([
      state.strengths.map((strength) => [strength.id, strength.name]),
      state.needs.map((need) => [need.id, need.name, need.category, need.priority]),
      state.plan.map((item) => [item.key, item.title, detailsKey(item.details)]),
      [...(state.reviewKept ?? [])].sort(),
    ]);
  return flat(a) === flat(b);
}

/**
 * The plan the builder works on after sign-in: the one this browser holds unsaved changes
 * for, else the server's current plan, else the first editable plan not archived. Never a
 * plan the user may only view.
 */
export function choosePlan(list: PlanListResponse, unsavedFor: string | null): string | null {
  const editable = (id: string | null) =>
    list.plans.find((plan) => plan.id === id && plan.role !== 'viewer')?.id;
  return (
    editable(unsavedFor) ??
    editable(list.currentPlanId) ??
    list.plans.find((plan) => plan.role !== 'viewer' && !plan.archived)?.id ??
    null
  );
}
