import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { type ChosenNeed, groupNeedsByCategory } from '@trellis/shared/builder';
import { NEED_PRIORITIES } from '@trellis/shared/priorities';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { pageHeading, useFocusAfterRemoval } from '../../components/focus-after-removal';
import { paths } from '../../config/paths';
import { useBuilderStore } from '../../stores/builder-store';
import { BuilderFrame } from './builder-frame';
import { NO_NEED_REASON } from './needs-step';

function NeedPriorityRow({ need, onDelete }: { need: ChosenNeed; onDelete(): void }) {
  const setNeedPriority = useBuilderStore((state) => state.setNeedPriority);
  return (
    <li className="need-priority-row d-flex flex-wrap align-items-center gap-3 py-2 border-bottom">
      <fieldset className="d-flex flex-wrap align-items-center gap-3 flex-grow-1 m-0">
        <legend className="fs-6 fw-semibold m-0 need-priority-name">{need.name}</legend>
        {NEED_PRIORITIES.map((priority) => (
          <Form.Check
            key={priority.value}
            inline
            type="radio"
            id={`priority-${need.id}-${priority.label}`}
            name={`priority-${need.id}`}
            label={priority.label}
            checked={need.priority === priority.value}
            onChange={() => setNeedPriority(need.id, priority.value)}
            className="m-0"
          />
        ))}
      </fieldset>
      <Button
        variant="outline-danger"
        size="sm"
        onClick={onDelete}
        aria-label={`Delete ${need.name}`}
        data-need-delete=""
      >
        Delete
      </Button>
    </li>
  );
}

/** /builder/prioritize — step 3: set each chosen need to High, Medium or Low, or delete it. */
export function PrioritizeStep() {
  const needs = useBuilderStore((state) => state.needs);
  const removeNeed = useBuilderStore((state) => state.removeNeed);
  const [deleting, setDeleting] = useState<ChosenNeed | null>(null);
  const groups = groupNeedsByCategory(needs);
  // The deleted row's place among the rows as shown (grouped), for where focus goes next.
  const [deletedIndex, setDeletedIndex] = useState<number | null>(null);
  const focusAfterRemoval = useFocusAfterRemoval(() => ({
    targets: [...document.querySelectorAll<HTMLElement>('[data-need-delete]')],
    heading: pageHeading(),
  }));
  const shownIndex = (need: ChosenNeed) =>
    groups.flatMap((group) => group.needs).findIndex((shown) => shown.id === need.id);

  return (
    <BuilderFrame
      step={3}
      intro={
        <p>
          Rank each need. A <strong>High</strong> need counts three times as much as a{' '}
          <strong>Low</strong> one when accommodations are matched, so keep High for the needs that
          get in the way most.
        </p>
      }
      next={{ kind: 'button', disabledReason: needs.length === 0 ? NO_NEED_REASON : undefined }}
    >
      {needs.length === 0 && (
        <p>
          No needs are chosen yet. <Link to={paths.builder.needs}>Choose needs in step 2</Link>.
        </p>
      )}
      {groups.map((group, index) => (
        <section key={group.name} className="mb-4" aria-labelledby={`need-group-${index}`}>
          <h2 id={`need-group-${index}`} className="h5">
            {group.name}
          </h2>
          <ul className="list-unstyled mb-0">
            {group.needs.map((need) => (
              <NeedPriorityRow key={need.id} need={need} onDelete={() => setDeleting(need)} />
            ))}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        show={deleting !== null}
        question="Are you sure you want to delete this need?"
        detail={deleting?.name}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) {
            setDeletedIndex(shownIndex(deleting));
            removeNeed(deleting.id);
          }
          setDeleting(null);
        }}
        onExited={() => {
          // The Delete button that opened the dialog is gone: the next row's takes the focus.
          if (deletedIndex !== null) focusAfterRemoval(deletedIndex);
          setDeletedIndex(null);
        }}
      />
    </BuilderFrame>
  );
}
