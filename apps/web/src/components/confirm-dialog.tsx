import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** A yes/no question in a small modal; focus returns to the opener when it closes. */
export function ConfirmDialog({
  show,
  question,
  detail,
  confirmLabel,
  onConfirm,
  onCancel,
  onExited,
}: {
  show: boolean;
  question: string;
  /** A second line naming what the question is about. */
  detail?: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  /**
   * Once the dialog is gone: where to move focus when the confirmed action removed the
   * control that opened it (a deleted row), so focus does not drop to the page's body.
   */
  onExited?(): void;
}) {
  return (
    <Modal
      show={show}
      onHide={onCancel}
      onExited={onExited}
      aria-labelledby="confirm-dialog-question"
      centered
    >
      <Modal.Body>
        <p id="confirm-dialog-question" className="mb-0 fs-5">
          {question}
        </p>
        {detail && <p className="mt-2 mb-0 fw-semibold">{detail}</p>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
