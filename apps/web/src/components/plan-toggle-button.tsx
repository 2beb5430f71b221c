import { STUDENT_PLAN_MAX_ITEMS } from '@trellis/shared/plan-limits';
import Button from 'react-bootstrap/Button';

import { useCartStore, useInPlan } from '../stores/cart-store';

/**
 * Adds an accommodation to the plan or removes it, by membership. The visible text is
 * short; the accessible name says which item ("Add L12 to plan").
 */
export function PlanToggleButton({
  item,
  size = 'sm',
  long = false,
}: {
  item: { key: string; title: string };
  size?: 'sm' | 'lg';
  /** 'Add to Plan' / 'Remove from Plan' instead of 'Add' / 'Remove'. */
  long?: boolean;
}) {
  const inPlan = useInPlan(item.key);
  const full = useCartStore((state) => state.items.length >= STUDENT_PLAN_MAX_ITEMS);
  const { add, remove } = useCartStore.getState();
  if (full && !inPlan) {
    // A student's plan holds at most 200 items; the server would refuse every later save.
    return (
      <Button
        size={size}
        variant="outline-secondary"
        disabled
        aria-label={`${item.key}: the plan is full (${STUDENT_PLAN_MAX_ITEMS} accommodations at most)`}
      >
        {long ? 'Plan Is Full' : 'Full'}
      </Button>
    );
  }
  const text = inPlan ? (long ? 'Remove from Plan' : 'Remove') : long ? 'Add to Plan' : 'Add';
  return (
    <Button
      size={size}
      variant={inPlan ? 'outline-danger' : 'primary'}
      aria-label={
        long ? undefined : `${inPlan ? 'Remove' : 'Add'} ${item.key} ${inPlan ? 'from' : 'to'} plan`
      }
      onClick={() => (inPlan ? remove(item.key) : add(item))}
    >
      {text}
    </Button>
  );
}
