import { useRef, useState, type FormEvent } from 'react';
import type { DeleteDistrictResponse, OperatorDistrict } from '@trellis/shared/operator-console';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { type Failure, failureMessage } from '../../hooks/use-announcement';
import { ApiRequestError } from '../../lib/api-client';
import { useDeleteDistrict } from './api/districts';

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
  const [failure, setFailure] = useState<Failure | null>(null);
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
          if (issue) {
            setFieldError(issue.message);
            return;
          }
          setFailure({
            title: `${district.name} could not be deleted.`,
            message: failureMessage(error),
          });
        },
      },
    );
  };

  return (
    <FormDialog
      show={show}
      title={`Delete ${district.name}?`}
      submitLabel="Delete district"
      busyLabel="Deleting..."
      busy={remove.isPending}
      submitVariant="danger"
      failure={failure}
      onSubmit={onSubmit}
      onHide={onClose}
      onExited={onExited}
      // The page decides where focus goes: the row it was opened from is gone after a delete.
      restoreFocus={false}
    >
      <p>
        Deletes every account of {district.name} with all their plans, logs and links. This cannot
        be undone. A record that it was deleted stays in the activity log.
      </p>
      <TextField
        ref={field}
        label="Type the district's name to confirm"
        autoComplete="off"
        value={typed}
        error={fieldError}
        onChange={(event) => setTyped(event.target.value)}
      />
    </FormDialog>
  );
}
