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
}: {
  show: boolean;
  question: string;
  /** A second line naming what the question is about. */
  detail?: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby="confirm-dialog-question" centered>
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
