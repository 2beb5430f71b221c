import { forwardRef, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import Form from 'react-bootstrap/Form';

type NoteFieldProps = Omit<UseFormRegisterReturn, 'ref'> & {
  label: string;
  hint: string;
  error?: string | undefined;
};

/** A labelled text area with its hint and error tied to it, as TextField does for inputs. */
export const NoteField = forwardRef<HTMLTextAreaElement, NoteFieldProps>(function NoteField(
  { label, hint, error, ...props },
  ref,
) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        as="textarea"
        rows={4}
        ref={ref}
        {...props}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <Form.Text id={`${id}-hint`} className="d-block">
        {hint}
      </Form.Text>
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
});
