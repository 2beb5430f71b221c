import type { PlanType } from '@trellis/shared/plan-limits';
import type { PlanSummary } from '@trellis/shared/student-plans';
import type { PlanGrade } from '@trellis/shared/plan-grades';

/** What the search box, the two menus and the archive switch ask for. */
export interface PlanFilters {
  search: string;
  /** A grade, 'none' for plans without one, or '' for every grade. */
  grade: PlanGrade | 'none' | '';
  planType: PlanType | '';
  showArchived: boolean;
}

export const NO_FILTERS: PlanFilters = { search: '', grade: '', planType: '', showArchived: false };

/** A plan with what filtering needs worked out once, not on every key press. */
export interface ListedPlan {
  plan: PlanSummary;
  /** Label and note in lower case, for the search box. */
  searchText: string;
}

const byLabel = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** Soonest review first, plans without a review date last, then by label. */
export function sortPlans(plans: readonly PlanSummary[]): ListedPlan[] {
  return [...plans]
    .sort((a, b) => {
      if (a.reviewDate !== b.reviewDate) {
        if (a.reviewDate === null) return 1;
        if (b.reviewDate === null) return -1;
        // ISO dates compare as text.
        return a.reviewDate < b.reviewDate ? -1 : 1;
      }
      return byLabel.compare(a.label, b.label);
    })
    .map((plan) => ({ plan, searchText: `${plan.label}\n${plan.note}`.toLowerCase() }));
}

/** The plans the filters let through, in the order given. */
export function filterPlans(plans: readonly ListedPlan[], filters: PlanFilters): PlanSummary[] {
  const words = filters.search.toLowerCase().split(/\s+/).filter(Boolean);
  return plans
    .filter(({ plan, searchText }) => {
      if (plan.archived && !filters.showArchived) return false;
      if (
        filters.grade === 'none'
          ? plan.grade !== null
          : filters.grade && plan.grade !== filters.grade
      )
        return false;
      if (filters.planType && plan.planType !== filters.planType) return false;
      return words.every((word) => searchText.includes(word));
    })
    .map(({ plan }) => plan);
}
