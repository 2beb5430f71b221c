import Button from 'react-bootstrap/Button';
import type { PlanItem } from '@trellis/shared/builder';
import type { Implementer } from '@trellis/shared/implementers';
import { DownloadLink } from '../../../components/download-link';
import { implementerStatus, logStatus } from './implementer-status';
import { cardPdfPath, downloadCardPdf } from './use-implementers';

/** The ids focus returns to once a dialog closes or a button goes away. */
export const editId = (id: string) => `implementer-${id}-edit`;
export const sendId = (id: string) => `implementer-${id}-send`;
export const removeId = (id: string) => `implementer-${id}-remove`;

/**
 * "Provides: A28 Extended Time on Tests; L1 Text-to-Speech": each key with its title in the
 * plan, or said to be gone when the plan no longer has it.
 */
export function providedItems(keys: string[], items: PlanItem[]): string {
  const titles = new Map(items.map((item) => [item.key, item.title]));
  return keys
    .map((key) => {
      const title = titles.get(key);
      return title === undefined ? `${key} (no longer in the plan)` : `${key} ${title}`;
    })
    .join('; ');
}

/** Words after a visible label that name the person for screen readers ("Edit Ana Ruiz"). */
function Hidden({ text }: { text: string }) {
  return (
    <>
      {' '}
      <span className="visually-hidden">{text}</span>
    </>
  );
}

/**
 * One implementer in the plan's list: who, what they provide, where their card and their
 * delivery log stand, their card's PDF, and (when `editable`) the actions on them.
 */
export function ImplementerRow({
  person,
  planId,
  items,
  editable,
  busy,
  sending,
  onEdit,
  onSend,
  onWithdraw,
  onRemove,
}: {
  person: Implementer;
  planId: string;
  items: PlanItem[];
  editable: boolean;
  /** Whether any action of the list is under way: the buttons wait (and stay focusable). */
  busy: boolean;
  /** Whether this person's card is being sent. */
  sending: boolean;
  onEdit(): void;
  onSend(): void;
  onWithdraw(): void;
  onRemove(): void;
}) {
  return (
    <li className="list-group-item">
      <p className="mb-1">
        <span className="fw-semibold">{person.name}</span>{' '}
        <span className="text-body-secondary text-break">({person.email})</span>
        {person.classOrPeriod && <span className="d-block">{person.classOrPeriod}</span>}
      </p>
      <p className="mb-1">Provides: {providedItems(person.items, items)}</p>
      <p className="mb-1">{implementerStatus(person)}</p>
      <p className="mb-1">
        {logStatus(person)}
        {person.remindersPaused && ' · Weekly reminders paused'}
      </p>
      {person.itemsInPlan.length > 0 && (
        <DownloadLink
          className="d-block mb-1"
          path={cardPdfPath(planId, person.id)}
          download={downloadCardPdf}
        >
          Card (PDF)
          <Hidden text={`of ${person.name}`} />
        </DownloadLink>
      )}
      {editable && (
        <div className="d-flex flex-wrap gap-2 mt-2">
          <Button id={editId(person.id)} variant="outline-primary" size="sm" onClick={onEdit}>
            Edit
            <Hidden text={person.name} />
          </Button>
          <Button
            id={sendId(person.id)}
            variant="outline-primary"
            size="sm"
            aria-disabled={busy || undefined}
            onClick={onSend}
          >
            {sending ? 'Sending...' : person.cardSentAt ? 'Send again' : 'Send card'}
            <Hidden text={`to ${person.name}`} />
          </Button>
          {person.linkActive && (
            <Button
              variant="outline-secondary"
              size="sm"
              aria-disabled={busy || undefined}
              onClick={onWithdraw}
            >
              Withdraw link
              <Hidden text={`of ${person.name}`} />
            </Button>
          )}
          <Button id={removeId(person.id)} variant="outline-danger" size="sm" onClick={onRemove}>
            Remove
            <Hidden text={person.name} />
          </Button>
        </div>
      )}
    </li>
  );
}
