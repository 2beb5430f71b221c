import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { PlanItem } from '@trellis/shared/builder';
import { groupStatements, statementsText } from '@trellis/shared/iep-statements';
import { usePlanStatements } from './use-plan-statements';

const FALLBACK_TITLE_ID = 'copy-statements-title';
const FALLBACK_HINT_ID = 'copy-statements-hint';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * "Statements copied: 5 statements in 2 groups", the outcome the page announces, and how
 * many items were left out as no longer in the library.
 */
export function copiedMessage(statements: number, groups: number, gone = 0): string {
  const copied = `Statements copied: ${plural(statements, 'statement')} in ${plural(groups, 'group')}`;
  if (gone === 0) return copied;
  const were = gone === 1 ? 'was' : 'were';
  return `${copied}. ${plural(gone, 'item')} no longer in the library ${were} left out.`;
}

/**
 * Where the clipboard is out of reach (an older browser, a page not served over https, a
 * refused permission): the text in a read-only box, already selected, to copy by hand.
 */
function CopyFallbackDialog({
  text,
  show,
  onClose,
  onExited,
}: {
  text: string;
  show: boolean;
  onClose(): void;
  onExited(): void;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      onEntered={() => {
        area.current?.focus();
        area.current?.select();
      }}
      restoreFocus={false}
      size="lg"
      aria-labelledby={FALLBACK_TITLE_ID}
    >
      <Modal.Header closeButton>
        <Modal.Title id={FALLBACK_TITLE_ID} as="h2" className="h5">
          Copy the statements
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Group controlId="copy-statements-text">
          <Form.Label>Statements</Form.Label>
          <Form.Control
            as="textarea"
            ref={area}
            readOnly
            rows={12}
            value={text}
            aria-describedby={FALLBACK_HINT_ID}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Form.Text id={FALLBACK_HINT_ID} className="d-block">
            The text is selected. Press Ctrl+C (Cmd+C on a Mac) to copy it, then paste it into the
            IEP.
          </Form.Text>
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * Copy All Statements (issue 17): every item's statement, grouped as a team enters them, on
 * the clipboard to paste into the IEP system. Until every entry has loaded the button holds
 * its place, disabled, saying so (still focusable, so keyboard users find it); the copy is
 * never missing an item, except items no longer in the library, which the outcome counts.
 * Hidden when an entry could not be reached. `onCopied` receives the outcome to announce.
 */
export function CopyStatementsButton({
  items,
  label,
  onCopied,
}: {
  items: PlanItem[];
  label: string | null;
  onCopied(message: string): void;
}) {
  const plan = usePlanStatements(items, label);
  const [fallback, setFallback] = useState<{ text: string; show: boolean } | null>(null);
  // A click does not focus a button in every browser, so focus is given back by hand.
  const button = useRef<HTMLButtonElement>(null);

  const copy = async () => {
    if (plan.status !== 'ready') return;
    const { statements, gone } = plan;
    const text = statementsText(statements);
    try {
      // Without a secure page there is no clipboard at all; a browser may also refuse it.
      if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available.');
      await navigator.clipboard.writeText(text);
      onCopied(copiedMessage(statements.length, groupStatements(statements).length, gone.length));
    } catch {
      setFallback({ text, show: true });
    }
  };

  const loading = plan.status === 'loading';
  return (
    <>
      {/* One button throughout, so a keyboard user's focus stays on it once it is ready. */}
      {(loading || (plan.status === 'ready' && plan.statements.length > 0)) && (
        <Button
          ref={button}
          aria-disabled={loading || undefined}
          className={loading ? 'disabled' : undefined}
          onClick={() => void copy()}
        >
          {loading ? 'Loading statements…' : 'Copy All Statements'}
        </Button>
      )}
      {fallback && (
        <CopyFallbackDialog
          text={fallback.text}
          show={fallback.show}
          onClose={() => setFallback({ ...fallback, show: false })}
          onExited={() => {
            setFallback(null);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
