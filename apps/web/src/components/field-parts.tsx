import { useId } from 'react';
import Form from 'react-bootstrap/Form';

// The parts every labelled field shares: its hint and error, tied to the control by id.

/** Hint and error ids tied to a control, so screen readers read them with it. */
export function useDescribedBy({
  hint,
  error,
}: {
  hint?: string | undefined;
  error?: string | undefined;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return { id, describedBy: describedBy || undefined };
}

/** The hint under a control and, when there is one, its error. */
export function HintAndError({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </>
  );
}
