import type { ChosenNeed, ChosenStrength, PlanItem } from '@trellis/shared/builder';
import type { PlanExportBody } from '@trellis/shared/plan-export';
import type { StudentPlan } from '@trellis/shared/student-plans';
import { useBuilderStore } from '../../stores/builder-store';
import { useCartStore } from '../../stores/cart-store';
import { useCurrentStudent } from './use-current-student';

/**
 * A plan as the printable plan and the exports show it: the builder's current plan, or a
 * plan someone shared to view (which never enters the builder's stores).
 */
export interface PlanDocument {
  strengths: ChosenStrength[];
  needs: ChosenNeed[];
  items: PlanItem[];
  /** The student's label, which the user may print as Student Name. */
  label: string | null;
}

/** The builder's current plan, as the stores hold it. */
export function useCurrentPlanDocument(): PlanDocument {
  const strengths = useBuilderStore((state) => state.strengths);
  const needs = useBuilderStore((state) => state.needs);
  const items = useCartStore((state) => state.items);
  const label = useCurrentStudent().student?.label ?? null;
  return { strengths, needs, items, label };
}

/** A plan fetched from the server (a viewer's). */
export function planDocumentOf(plan: StudentPlan): PlanDocument {
  const { strengths, needs, plan: items } = plan.state;
  return { strengths, needs, items, label: plan.label };
}

/** The body of the export calls; `studentName` fills the documents' Student Name field. */
export function exportBodyOf(document: PlanDocument, studentName: string | null): PlanExportBody {
  return {
    builder: { strengths: document.strengths, needs: document.needs },
    plan: document.items.map((item) => item.key),
    details: Object.fromEntries(
      document.items.flatMap((item) => (item.details ? [[item.key, item.details]] : [])),
    ),
    ...(studentName ? { studentName } : {}),
  };
}
