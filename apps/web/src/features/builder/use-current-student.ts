import type { PlanSummary } from '@trellis/shared/student-plans';
import { gradeLabel } from '@trellis/shared/plan-grades';
import { usePlanList } from '../../hooks/use-plans';
import { useSyncMetaStore } from '../../stores/builder-sync';

/** The student plan the builder and My Plan work on, as the plan list describes it. */
export function useCurrentStudent() {
  const planId = useSyncMetaStore((state) => state.planId);
  const list = usePlanList();
  const student = planId ? (list.data?.plans.find((plan) => plan.id === planId) ?? null) : null;
  return { planId, student, list };
}

/** "Grade 3 · IEP": the grade when given, and the plan type. */
export function studentDetails(plan: Pick<PlanSummary, 'grade' | 'planType'>): string {
  return [plan.grade ? gradeLabel(plan.grade) : null, plan.planType].filter(Boolean).join(' · ');
}

/** "J.T. · Grade 3 · IEP": the label, then the details. */
export function studentLine(plan: Pick<PlanSummary, 'label' | 'grade' | 'planType'>): string {
  return `${plan.label} · ${studentDetails(plan)}`;
}
