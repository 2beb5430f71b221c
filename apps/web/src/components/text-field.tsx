import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { HintAndError, useDescribedBy } from './field-parts';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'size' | 'value'> & {
  value?: string;
  /** Usually words; may hold words for screen readers only (see ForItem). */
  label: ReactNode;
  error?: string | undefined;
  /** Shown after the label for required fields ('Required' marker of spec §5). */
  requiredMarker?: boolean;
  hint?: string;
};

/** A labelled input whose error message is tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, requiredMarker, hint, className, ...inputProps },
  ref,
) {
  const { id, describedBy } = useDescribedBy({ hint, error });
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Label>
        {label}
        {requiredMarker && <span className="text-body-secondary small"> (Required)</span>}
      </Form.Label>
      <Form.Control
        ref={ref}
        {...inputProps}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <HintAndError id={id} hint={hint} error={error} />
    </Form.Group>
  );
});
