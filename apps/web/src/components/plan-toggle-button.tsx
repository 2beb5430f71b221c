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
  const { add, remove } = useCartStore.getState();
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
