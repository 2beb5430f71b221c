import { useMemo, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ChosenNeed, PlanItem } from '@trellis/shared/builder';
import type { AccommodationResponse } from '@trellis/shared/content-api';
import {
  type ReviewEntry,
  type ReviewWarning,
  reviewItemOf,
  reviewPlan,
  splitKept,
} from '@trellis/shared/plan-review';
import { relatedNeedsOf } from '@trellis/shared/related-needs';
import type { PlanType } from '@trellis/shared/plan-limits';
import type { PlanGrade } from '@trellis/shared/plan-grades';
import { accommodationQuery, needCategoriesQuery } from '../../hooks/use-library';
import { isNotFound } from '../../lib/api-client';

/** What the review reads of a plan: the builder's current one, or one shared to view. */
export interface ReviewSource {
  items: readonly PlanItem[];
  needs: readonly Pick<ChosenNeed, 'id' | 'name' | 'category'>[];
  planType: PlanType | null;
  grade: PlanGrade | null;
  kept: readonly string[] | undefined;
}

export type PlanReview =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | {
      status: 'ready';
      open: ReviewWarning[];
      kept: ReviewWarning[];
      /** Items whose library entry could not be reached, so the review leaves them out. */
      unchecked: PlanItem[];
      /** Items whose library entry is no longer in the library (404): left out as well. */
      gone: PlanItem[];
      /**
       * Every item's entry is in: the warnings are all there are. Otherwise an item still
       * loading, unreachable or gone may raise warnings the list does not hold yet.
       */
      complete: boolean;
      /** The served entries by key (a fix needs an item's default details). */
      accommodations: ReadonlyMap<string, AccommodationResponse>;
    };

/** The review's view of a served accommodation: its crosswalk supplies the linked entries. */
export function reviewEntryOf(accommodation: AccommodationResponse): ReviewEntry {
  return {
    key: accommodation.key,
    title: accommodation.title,
    tier: accommodation.tier,
    modification: accommodation.modification,
    needs: accommodation.needs.map((need) => need.need),
    classroomVersions: accommodation.crosswalk.classroomVersions,
    sameJob: accommodation.crosswalk.sameJob,
  };
}

/**
 * The plan's review, once the entries it reads are loaded. After the first full review, an
 * item added later (a fix's classroom version) counts only once its entry arrives, so the
 * list changes once instead of flashing while the entry loads. That first review is one
 * plan's: the panel is keyed by the plan, so another student's plan starts over.
 */
export function usePlanReview(source: ReviewSource): PlanReview {
  const results = useQueries({
    queries: source.items.map((item) => accommodationQuery(item.key)),
  });
  // Related needs matter only when the student has library needs (custom ones never match).
  const libraryNeeds = source.needs.some((need) => need.category !== null);
  const categories = useQuery({ ...needCategoriesQuery, enabled: libraryNeeds });
  const related = useMemo(
    () => relatedNeedsOf((categories.data ?? []).flatMap((category) => category.needs)),
    [categories.data],
  );

  const pending = results.filter((result) => result.isPending).length;
  const loaded = results.filter((result) => result.data).length;
  const [settled, setSettled] = useState(false);
  // Adjusting state while rendering (React's documented pattern): the first full review.
  if (!settled && pending === 0 && !(libraryNeeds && categories.isPending)) setSettled(true);

  if (libraryNeeds && categories.isError) return { status: 'unavailable' };
  const waiting =
    (libraryNeeds && categories.isPending) || (pending > 0 && (!settled || loaded === 0));
  if (waiting) return { status: 'loading' };

  const accommodations = new Map<string, AccommodationResponse>();
  const unchecked: PlanItem[] = [];
  const gone: PlanItem[] = [];
  const items = source.items.filter((item, index) => {
    const result = results[index];
    if (result?.data) accommodations.set(item.key, result.data);
    else if (result?.isError) (isNotFound(result.error) ? gone : unchecked).push(item);
    // A failed entry stays in the plan (it may serve a need); a loading one waits.
    return !result?.isPending;
  });
  const warnings = reviewPlan({
    items: items.map((item) =>
      reviewItemOf(item, accommodations.get(item.key)?.statement.appliesTo),
    ),
    entries: new Map([...accommodations].map(([key, entry]) => [key, reviewEntryOf(entry)])),
    needs: source.needs,
    related,
    planType: source.planType,
    grade: source.grade,
  });
  return {
    status: 'ready',
    ...splitKept(warnings, source.kept),
    unchecked,
    gone,
    complete: accommodations.size === source.items.length,
    accommodations,
  };
}
