import { Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { PlanItem } from '@trellis/shared/builder';
import { statementStudent } from '@trellis/shared/iep-statements';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { pageHeading, useFocusAfterRemoval } from '../../components/focus-after-removal';
import { paths } from '../../config/paths';
import { useCartStore } from '../../stores/cart-store';
import { useDetailModalStore } from '../../stores/detail-modal-store';
import { ItemStatement } from './item-statement';
import { useCurrentStudent } from './use-current-student';
import { lazyComponent } from '../../lib/lazy-load';

// The details form loads when an item is first edited: it brings the form's schema checks,
// which a plan only read does not need.
const ItemDetailsDialog = lazyComponent(
  () => import('./item-details-dialog'),
  (m) => m.ItemDetailsDialog,
);

/** The id of an item's Edit details button, where focus goes back when the dialog closes. */
function editButtonId(key: string): string {
  return `edit-details-${key}`;
}

/**
 * The plan's items, each with its statement; without `onRemove` the list is read-only (no
 * Edit details, no Remove), and so is each item's modal.
 */
function ItemList({
  items,
  student,
  onRemove,
  onEdit,
}: {
  items: PlanItem[];
  student: string | null;
  onRemove?: (key: string) => void;
  onEdit?: (key: string) => void;
}) {
  const showAccommodation = useDetailModalStore((state) => state.showAccommodation);
  return (
    <ul className="list-group mb-3">
      {items.map((item) => (
        <li key={item.key} className="list-group-item">
          <div className="d-flex flex-wrap align-items-center gap-2 gap-sm-3">
            <span className="fw-semibold plan-item-key">{item.key}</span>
            <Button
              variant="link"
              className="p-0 text-start flex-grow-1"
              onClick={() => showAccommodation(item.key, { readOnly: !onRemove })}
            >
              {item.title}
            </Button>
            {onEdit && (
              <Button
                id={editButtonId(item.key)}
                variant="outline-primary"
                size="sm"
                aria-label={`Edit details of ${item.key}`}
                onClick={() => onEdit(item.key)}
              >
                Edit details
              </Button>
            )}
            {onRemove && (
              <Button
                variant="outline-danger"
                size="sm"
                aria-label={`Remove ${item.key} from plan`}
                data-plan-item-remove=""
                onClick={() => onRemove(item.key)}
              >
                Remove
              </Button>
            )}
          </div>
          <div className="mt-1">
            <ItemStatement item={item} student={student} readOnly={!onRemove} />
          </div>
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

/** The accommodations in the plan, each to open, edit or remove; or what to do when it is empty. */
export function PlanItems() {
  const items = useCartStore((state) => state.items);
  const remove = useCartStore((state) => state.remove);
  const clear = useCartStore((state) => state.clear);
  const [clearing, setClearing] = useState(false);
  const student = statementStudent(useCurrentStudent().student?.label);
  // The item being edited stays set while the dialog fades out, then focus goes back to it.
  const [editing, setEditing] = useState<{ key: string; open: boolean } | null>(null);
  const editedItem = items.find((item) => item.key === editing?.key) ?? null;
  // A removed item's button goes with it: the next item's Remove takes the focus, else the
  // one before, else the list's heading (or the page's, once the plan is empty).
  const focusAfterRemoval = useFocusAfterRemoval(() => ({
    targets: [...document.querySelectorAll<HTMLElement>('[data-plan-item-remove]')],
    heading: document.getElementById('plan-items-heading') ?? pageHeading(),
  }));
  const removeItem = (key: string) => {
    focusAfterRemoval(items.findIndex((item) => item.key === key));
    remove(key);
  };

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
      <ItemList
        items={items}
        student={student}
        onRemove={removeItem}
        onEdit={(key) => setEditing({ key, open: true })}
      />
      <Button variant="outline-secondary" size="sm" onClick={() => setClearing(true)}>
        Remove All
      </Button>
      <ConfirmDialog
        show={clearing}
        question="Remove every accommodation from your plan?"
        confirmLabel="Remove All"
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          // Remove All goes with the list (and this dialog at once): the page's heading
          // takes the focus.
          focusAfterRemoval(0);
          clear();
          setClearing(false);
        }}
      />
      <Suspense fallback={null}>
        {editing && (
          <ItemDetailsDialog
            item={editedItem}
            show={Boolean(editing.open && editedItem)}
            student={student}
            onClose={() => setEditing((current) => current && { ...current, open: false })}
            onExited={() => {
              document.getElementById(editButtonId(editing.key))?.focus();
              setEditing(null);
            }}
          />
        )}
      </Suspense>
    </section>
  );
}

/**
 * A plan the user may only view: its accommodations to open, none to edit or remove.
 * `label` is that plan's student label, which its statements use.
 */
export function ReadOnlyPlanItems({
  items,
  label = null,
}: {
  items: PlanItem[];
  label?: string | null;
}) {
  if (items.length === 0) return <p>This plan has no accommodations yet.</p>;
  return (
    <section aria-labelledby="plan-items-heading">
      <ItemsHeading count={items.length} whose="This" />
      <ItemList items={items} student={statementStudent(label)} />
    </section>
  );
}
