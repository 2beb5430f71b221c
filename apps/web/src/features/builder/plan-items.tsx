import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { PlanItem } from '@trellis/shared/builder';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { paths } from '../../config/paths';
import { useCartStore } from '../../stores/cart-store';
import { useDetailModalStore } from '../../stores/detail-modal-store';

/** The plan's items; without `onRemove` the list is read-only, and so is each item's modal. */
function ItemList({ items, onRemove }: { items: PlanItem[]; onRemove?: (key: string) => void }) {
  const showAccommodation = useDetailModalStore((state) => state.showAccommodation);
  return (
    <ul className="list-group mb-3">
      {items.map((item) => (
        <li key={item.key} className="list-group-item d-flex align-items-center gap-3">
          <span className="fw-semibold plan-item-key">{item.key}</span>
          <Button
            variant="link"
            className="p-0 text-start flex-grow-1"
            onClick={() => showAccommodation(item.key, { readOnly: !onRemove })}
          >
            {item.title}
          </Button>
          {onRemove && (
            <Button
              variant="outline-danger"
              size="sm"
              aria-label={`Remove ${item.key} from plan`}
              onClick={() => onRemove(item.key)}
            >
              Remove
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function ItemsHeading({ count, whose }: { count: number; whose: 'Your' | 'This' }) {
  return (
    <h2 id="plan-items-heading" className="h4">
      {count} {count === 1 ? 'Accommodation' : 'Accommodations'} in {whose} Plan
    </h2>
  );
}

/** The accommodations in the plan, each to open or remove; or what to do when it is empty. */
export function PlanItems() {
  const items = useCartStore((state) => state.items);
  const remove = useCartStore((state) => state.remove);
  const clear = useCartStore((state) => state.clear);
  const [clearing, setClearing] = useState(false);

  if (items.length === 0) {
    return (
      <p>
        No accommodations have been added to your plan yet.{' '}
        <Link to={paths.builder.select}>Select accommodations</Link>,{' '}
        <Link to={paths.browse}>browse by topic</Link> or <Link to={paths.search}>search</Link> to
        add some.
      </p>
    );
  }
  return (
    <section aria-labelledby="plan-items-heading">
      <ItemsHeading count={items.length} whose="Your" />
      <ItemList items={items} onRemove={remove} />
      <Button variant="outline-secondary" size="sm" onClick={() => setClearing(true)}>
        Remove All
      </Button>
      <ConfirmDialog
        show={clearing}
        question="Remove every accommodation from your plan?"
        confirmLabel="Remove All"
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          clear();
          setClearing(false);
        }}
      />
    </section>
  );
}

/** A plan the user may only view: its accommodations to open, none to remove. */
export function ReadOnlyPlanItems({ items }: { items: PlanItem[] }) {
  if (items.length === 0) return <p>This plan has no accommodations yet.</p>;
  return (
    <section aria-labelledby="plan-items-heading">
      <ItemsHeading count={items.length} whose="This" />
      <ItemList items={items} />
    </section>
  );
}
