import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { DeleteDistrictResponse, OperatorDistrict } from '@trellis/shared/operator-console';
import { TextField } from '../../components/text-field';
import { ApiRequestError } from '../../lib/api-client';
import { useDeleteDistrict } from './api/districts';
import { failureMessage } from './use-outcome';

const TITLE_ID = 'delete-district-title';
const MISMATCH = "Type the district's name exactly to delete it.";

/** The typed name confirms when it is the name, as the server compares them. */
const sameName = (typed: string, name: string) =>
  typed.trim().toLowerCase() === name.trim().toLowerCase();

/**
 * Deleting a district and all of its data: it says what goes and that it cannot be undone, and
 * only a typed copy of the district's name lets it happen.
 */
export function DeleteDistrictDialog({
  show,
  district,
  onClose,
  onExited,
  onDeleted,
}: {
  show: boolean;
  district: OperatorDistrict;
  onClose(): void;
  onExited(): void;
  onDeleted(result: DeleteDistrictResponse): void;
}) {
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteDistrict();
  const field = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    setFailure(null);
    if (!sameName(typed, district.name)) {
      setFieldError(MISMATCH);
      field.current?.focus();
      return;
    }
    setFieldError(undefined);
    remove.mutate(
      { id: district.id, confirmName: typed.trim() },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          const issue =
            error instanceof ApiRequestError &&
            error.issues.find((one) => one.path === 'confirmName');
          if (issue) setFieldError(issue.message);
          else setFailure(failureMessage(error));
        },
      },
    );
  };

  return (
    <Modal
      show={show}
      onHide={onClose}
      onEntered={() => field.current?.focus()}
      onExited={onExited}
      // The page decides where focus goes: the row it was opened from is gone after a delete.
      restoreFocus={false}
      aria-labelledby={TITLE_ID}
    >
      <Modal.Header closeButton>
        <Modal.Title id={TITLE_ID} as="h2" className="h5">
          Delete {district.name}?
        </Modal.Title>
      </Modal.Header>
      <Form onSubmit={onSubmit} noValidate>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              <strong>{district.name} could not be deleted.</strong> {failure}
            </Alert>
          )}
          <p>
            Deletes every account of {district.name} with all their plans, logs and links. This
            cannot be undone. A record that it was deleted stays in the activity log.
          </p>
          <TextField
            ref={field}
            label="Type the district's name to confirm"
            autoComplete="off"
            value={typed}
            error={fieldError}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Modal.Body>
        <Modal.Footer className="flex-wrap">
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" aria-disabled={remove.isPending || undefined}>
            {remove.isPending ? 'Deleting...' : 'Delete district'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
