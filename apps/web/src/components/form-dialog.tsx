import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { Failure } from '../hooks/use-announcement';
import { BusyButton } from './busy-button';
import { FailureAlert } from './outcome';

const FIELD_SELECTOR = 'input:not([type="hidden"]):not(:disabled), select, textarea';

/**
 * A form in a modal: its title, the fields (`children`), an alert for a failed submit, and
 * Cancel beside a submit button that stays focusable while busy (`BusyButton`, which
 * ignores clicks and submits meanwhile). Once shown, focus goes to the first field; on close
 * Bootstrap gives it back to the opener unless `restoreFocus` is false, for a page that moves
 * it itself (the opener may be gone once the form did its work). Tab and Shift+Tab go round
 * inside it (`useModalTabWrap`, mounted once in the layout).
 */
export function FormDialog({
  show,
  title,
  submitLabel,
  busyLabel = 'Saving...',
  busy,
  submitVariant = 'primary',
  failure,
  onSubmit,
  onHide,
  onExited,
  restoreFocus = true,
  focusFirstField = true,
  result,
  children,
}: {
  show: boolean;
  title: ReactNode;
  submitLabel: string;
  /** The submit button's words while the form is being sent. */
  busyLabel?: string;
  busy: boolean;
  submitVariant?: 'primary' | 'danger';
  /** Why the last submit failed, shown above the fields. */
  failure?: Failure | null;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onHide(): void;
  onExited?(): void;
  restoreFocus?: boolean;
  /** False leaves focus on the dialog itself, so what it says is read before the fields. */
  focusFirstField?: boolean;
  /** Shown instead of the form once it has done its work, e.g. what to do next. */
  result?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const focusFirst = () => form.current?.querySelector<HTMLElement>(FIELD_SELECTOR)?.focus();
  return (
    <Modal
      show={show}
      onHide={onHide}
      onEntered={focusFirstField ? focusFirst : undefined}
      onExited={onExited}
      restoreFocus={restoreFocus}
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      {result ?? (
        <Form ref={form} onSubmit={onSubmit} noValidate>
          <Modal.Body>
            {failure && <FailureAlert failure={failure} />}
            {children}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onHide}>
              Cancel
            </Button>
            <BusyButton type="submit" variant={submitVariant} busy={busy} busyLabel={busyLabel}>
              {submitLabel}
            </BusyButton>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
