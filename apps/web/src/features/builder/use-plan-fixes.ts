import { STUDENT_PLAN_MAX_ITEMS } from '@trellis/shared/plan-limits';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { APPLIES_TO } from '@trellis/shared/statement-fields';
import { detailsOf } from '@trellis/shared/iep-statements';
import type { ReviewFix, ReviewWarning } from '@trellis/shared/plan-review';

import { useCartStore } from '../../stores/cart-store';
import type { PlanReview } from './use-plan-review';

// The plan review's fixes (issue 17): what each one changes in the builder's plan, and
// where the focus goes after it. The panel (plan-review-panel.tsx) only shows them.

/** What a fix does, for a panel whose plan may change. */
export interface FixActions {
  apply(fix: ReviewFix, warning: ReviewWarning): void;
  unkeep(warning: ReviewWarning): void;
}

/** What a fix could not do, for the panel's live region; the id makes a repeat heard again. */
export interface FixNotice {
  id: number;
  text: string;
}

export interface PlanFixes {
  /** Null while the review is not ready, and for a plan the user may only view. */
  actions: FixActions | null;
  /** The review's heading: it takes the focus once the warning acted on leaves its list. */
  focusTarget: RefObject<HTMLHeadingElement | null>;
  notice: FixNotice | null;
}

/** "The plan is full (200 accommodations). Remove one to add L1 Text-to-Speech." */
export function planFullMessage(fix: { key: string; title: string }): string {
  return `The plan is full (${STUDENT_PLAN_MAX_ITEMS} accommodations). Remove one to add ${fix.key} ${fix.title}.`;
}

/**
 * The fixes of the builder's plan review (`editable`), or none for a plan shared to view.
 * A fix that changes the plan moves the focus to the review's heading once its warning has
 * left the list, never to the page's body; removing the plan's last item (the review goes
 * with it) gives it to the page's title. Keeping a warning drops kept ids of warnings the
 * plan no longer raises, once the review holds every item.
 */
export function usePlanFixes(review: PlanReview, editable: boolean): PlanFixes {
  const focusTarget = useRef<HTMLHeadingElement>(null);
  // The warning a control acted on and the list it must leave before focus moves.
  const leaving = useRef<{ id: string; from: 'open' | 'kept' } | null>(null);
  const [notice, setNotice] = useState<FixNotice | null>(null);

  useEffect(() => {
    const target = leaving.current;
    if (!target || review.status !== 'ready') return;
    if (review[target.from].some((warning) => warning.id === target.id)) return;
    leaving.current = null;
    focusTarget.current?.focus();
  });

  if (!editable || review.status !== 'ready') return { actions: null, focusTarget, notice };

  const cart = useCartStore.getState;
  const say = (text: string | null) =>
    setNotice((current) => (text ? { id: (current?.id ?? 0) + 1, text } : null));
  /** The store change behind a fix; false when nothing changed. */
  const change = (fix: ReviewFix, warning: ReviewWarning): boolean => {
    switch (fix.kind) {
      case 'add':
        if (cart().items.some((item) => item.key === fix.key)) return true;
        if (cart().items.length >= STUDENT_PLAN_MAX_ITEMS) {
          say(planFullMessage(fix));
          return false;
        }
        cart().add({ key: fix.key, title: fix.title });
        return true;
      case 'remove':
        cart().remove(fix.key);
        // The review leaves with the plan's last item; the page's title keeps the focus.
        if (cart().items.length === 0) {
          document.querySelector<HTMLElement>('[data-page-heading]')?.focus();
        }
        return true;
      case 'apply-in-class': {
        const item = cart().items.find((candidate) => candidate.key === fix.key);
        const template = review.accommodations.get(fix.key)?.statement;
        if (!item || !template) return false;
        // The team's details (or the library's defaults), now on classroom tests as well.
        const details = detailsOf(template, item.details);
        const appliesTo = APPLIES_TO.filter(
          (place) => place === 'classroom-tests' || details.appliesTo.includes(place),
        );
        cart().setDetails(fix.key, { ...details, appliesTo });
        return true;
      }
      case 'find':
        return false;
      case 'keep': {
        // Only a review of every item knows all the warnings the plan raises.
        const current = review.complete
          ? new Set([...review.open, ...review.kept].map((raised) => raised.id))
          : undefined;
        cart().keepWarning(warning.id, current);
        return true;
      }
    }
  };

  return {
    actions: {
      apply(fix, warning) {
        if (!change(fix, warning)) return;
        say(null);
        leaving.current = { id: warning.id, from: 'open' };
      },
      unkeep(warning) {
        say(null);
        leaving.current = { id: warning.id, from: 'kept' };
        cart().unkeepWarning(warning.id);
      },
    },
    focusTarget,
    notice,
  };
}
