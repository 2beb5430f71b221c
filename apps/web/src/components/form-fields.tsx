import {
  forwardRef,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import Form from 'react-bootstrap/Form';
import { HintAndError, useDescribedBy } from './field-parts';

interface FieldFrame {
  label: string;
  hint?: string;
  error?: string | undefined;
}

type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'size'> & { children: ReactNode };

/** A labelled select whose hint and error are tied to it (react-hook-form's `register` fits). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, className, children, ...selectProps },
  ref,
) {
  const { id, describedBy } = useDescribedBy({ hint, error });
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        ref={ref}
        {...selectProps}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {children}
      </Form.Select>
      <HintAndError id={id} hint={hint} error={error} />
    </Form.Group>
  );
});

type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'>;

/** A labelled text area whose hint and error are tied to it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, hint, error, className, ...areaProps }, ref) {
    const { id, describedBy } = useDescribedBy({ hint, error });
    return (
      <Form.Group className={className ?? 'mb-3'} controlId={id}>
        <Form.Label>{label}</Form.Label>
        <Form.Control
          as="textarea"
          ref={ref}
          {...areaProps}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <HintAndError id={id} hint={hint} error={error} />
      </Form.Group>
    );
  },
);
