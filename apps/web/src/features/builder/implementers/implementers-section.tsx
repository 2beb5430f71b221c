import { Suspense, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { PlanItem } from '@trellis/shared/builder';
import type { Implementer } from '@trellis/shared/implementers';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { awaitsConfirmation } from './implementer-status';
import { ImplementerRow, editId, removeId, sendId } from './implementer-row';
import {
  useImplementers,
  useRemindImplementers,
  useRemoveImplementer,
  useSendCard,
  useWithdrawLink,
} from './use-implementers';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { useWantedOnce } from '../../../hooks/use-wanted-once';
import { lazyComponent } from '../../../lib/lazy-load';

// The implementer form loads when first opened, with its schema checks.
const ImplementerDialog = lazyComponent(
  () => import('./implementer-dialog'),
  (m) => m.ImplementerDialog,
);

const HEADING_ID = 'implementers-heading';
const ADD_BUTTON_ID = 'implementers-add';

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;
const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Please try again in a moment.';

interface Editing {
  implementer: Implementer | null;
  /** Where focus goes when the dialog has closed. */
  opener: string;
}

/**
 * "Who provides each accommodation" (issue 18): the people who carry out the plan's items,
 * whether their card was sent and confirmed, and (when `editable`) adding, editing,
 * removing, sending cards, withdrawing links and reminding. Outcomes are said in one polite
 * live region; focus goes to the opener, the next row or the heading, never to the body.
 */
export function ImplementersSection({
  planId,
  items,
  editable,
  planSaving = false,
}: {
  planId: string;
  items: PlanItem[];
  editable: boolean;
  /** Whether the plan has changes not saved yet: the dialog waits for them before saving. */
  planSaving?: boolean;
}) {
  const list = useImplementers(planId);
  const send = useSendCard(planId);
  const withdraw = useWithdrawLink(planId);
  const remove = useRemoveImplementer(planId);
  const remind = useRemindImplementers(planId);
  const heading = useRef<HTMLHeadingElement>(null);

  const { notice, announce, clear: clearNotice } = useAnnouncement();
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [dialogShown, setDialogShown] = useState(false);
  const dialogWanted = useWantedOnce(dialogShown);
  const [removing, setRemoving] = useState<Implementer | null>(null);
  const [confirmShown, setConfirmShown] = useState(false);
  const removed = useRef<string | null>(null);
  const focusTarget = useRef<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const setFocusId = (id: string | null) => {
    focusTarget.current = id;
    setFocusRequest((count) => count + 1);
  };

  // Moves focus once the list shows the change (a button that went away, a row removed).
  useEffect(() => {
    const id = focusTarget.current;
    if (!id) return;
    focusTarget.current = null;
    (document.getElementById(id) ?? heading.current)?.focus();
  }, [focusRequest, list.data]);

  const outcome = (text: string) => {
    setFailure(null);
    announce(text);
  };
  const failed = (title: string) => (error: unknown) => {
    clearNotice();
    setFailure({ title, message: messageOf(error) });
  };
  const busy = send.isPending || withdraw.isPending || remove.isPending || remind.isPending;

  const sendCard = (person: Implementer) => {
    if (busy) return;
    send.mutate(person.id, {
      onSuccess: () => outcome(`Card sent to ${person.name}.`),
      onError: failed(`The card could not be sent to ${person.name}.`),
    });
  };
  const withdrawLink = (person: Implementer) => {
    if (busy) return;
    withdraw.mutate(person.id, {
      onSuccess: () => {
        outcome(`The link of ${person.name} no longer works.`);
        setFocusId(sendId(person.id));
      },
      onError: failed(`The link of ${person.name} could not be withdrawn.`),
    });
  };
  const remindAll = () => {
    if (busy) return;
    remind.mutate(undefined, {
      onSuccess: ({ reminded }) => outcome(`Reminders sent to ${people(reminded)}.`),
      onError: failed('The reminders could not be sent.'),
    });
  };
  const confirmRemove = () => {
    const person = removing;
    if (!person || remove.isPending) return;
    const rows = list.data?.implementers ?? [];
    const index = rows.findIndex((row) => row.id === person.id);
    const next = rows[index + 1] ?? rows[index - 1];
    remove.mutate(person.id, {
      onSuccess: () => {
        removed.current = next ? editId(next.id) : HEADING_ID;
        outcome(`${person.name} was removed from this plan.`);
      },
      onError: (error) => {
        removed.current = removeId(person.id);
        failed(`${person.name} could not be removed.`)(error);
      },
      onSettled: () => setConfirmShown(false),
    });
  };

  const openDialog = (implementer: Implementer | null, opener: string) => {
    setEditing({ implementer, opener });
    setDialogShown(true);
  };

  const implementers = list.data?.implementers ?? [];
  const atLimit = list.data ? implementers.length >= list.data.limit : false;
  const awaiting = implementers.filter(awaitsConfirmation);

  return (
    <section aria-labelledby={HEADING_ID} className="mt-4 implementers-section">
      <h2 id={HEADING_ID} className="h4" tabIndex={-1} ref={heading}>
        Who provides each accommodation
      </h2>
      <p>
        The teachers and staff who provide these accommodations each get a card by e-mail: their
        accommodations for this student, how to provide them and whom to ask. A link in it lets them
        confirm they have read it, without an account. Nothing else of the plan is shared.
      </p>
      {/* Said through the app's live region by `announce` (useAnnouncement). */}
      {notice && <p className="fw-semibold">{notice}</p>}
      {failure && (
        <Alert variant="danger" role="alert">
          <strong>{failure.title}</strong> {failure.message}
        </Alert>
      )}
      {list.isPending && <LoadingIndicator />}
      {list.isError && (
        <p>The people who provide this plan could not be loaded. Please try again later.</p>
      )}
      {list.data &&
        (implementers.length === 0 ? (
          <p>
            {editable
              ? 'No one is named yet. Add the teachers and staff who provide these accommodations, then send each their card.'
              : 'No one is named yet.'}
          </p>
        ) : (
          <ul className="list-group mb-3">
            {implementers.map((person) => (
              <ImplementerRow
                key={person.id}
                person={person}
                planId={planId}
                items={items}
                editable={editable}
                busy={busy}
                sending={send.isPending && send.variables === person.id}
                onEdit={() => openDialog(person, editId(person.id))}
                onSend={() => sendCard(person)}
                onWithdraw={() => withdrawLink(person)}
                onRemove={() => {
                  setRemoving(person);
                  setConfirmShown(true);
                }}
              />
            ))}
          </ul>
        ))}
      {editable && list.data && (
        <div className="d-flex flex-wrap gap-2">
          {atLimit ? (
            <p className="mb-0">
              This plan names {list.data.limit} people, the most it can. Remove someone to add
              another.
            </p>
          ) : (
            <Button id={ADD_BUTTON_ID} onClick={() => openDialog(null, ADD_BUTTON_ID)}>
              Add implementer
            </Button>
          )}
          {awaiting.length > 0 && (
            <Button variant="outline-primary" aria-disabled={busy || undefined} onClick={remindAll}>
              {remind.isPending ? 'Sending...' : 'Remind those who have not confirmed'}
            </Button>
          )}
        </div>
      )}
      {editable && (
        <>
          <Suspense fallback={null}>
            {dialogWanted && (
              <ImplementerDialog
                show={dialogShown}
                planId={planId}
                items={items}
                implementer={editing?.implementer ?? null}
                planSaving={planSaving}
                onClose={() => setDialogShown(false)}
                onExited={() => {
                  if (editing) setFocusId(editing.opener);
                  setEditing(null);
                }}
                onSaved={(name) =>
                  outcome(editing?.implementer ? `${name} was changed.` : `${name} was added.`)
                }
              />
            )}
          </Suspense>
          <ConfirmDialog
            show={confirmShown}
            question={`Remove ${removing?.name ?? 'this person'} from this plan?`}
            detail="Their card link stops working. You can add them again later."
            confirmLabel={remove.isPending ? 'Removing...' : 'Remove'}
            onConfirm={confirmRemove}
            onCancel={() => {
              if (remove.isPending) return;
              if (removing) removed.current = removeId(removing.id);
              setConfirmShown(false);
            }}
            onExited={() => {
              setFocusId(removed.current);
              removed.current = null;
              setRemoving(null);
            }}
          />
        </>
      )}
    </section>
  );
}
