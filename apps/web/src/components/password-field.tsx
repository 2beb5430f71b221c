import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

type PasswordFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'size' | 'value'
> & {
  value?: string;
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled password input with a show/hide toggle and an error line tied to it. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField({ label, error, hint, className, ...inputProps }, ref) {
    const id = useId();
    const [visible, setVisible] = useState(false);
    const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <Form.Group className={className ?? 'mb-3'} controlId={id}>
        <Form.Label>{label}</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            ref={ref}
            {...inputProps}
            type={visible ? 'text' : 'password'}
            isInvalid={Boolean(error)}
            aria-describedby={describedBy || undefined}
            aria-invalid={error ? true : undefined}
          />
          <Button
            variant="outline-secondary"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          >
            {visible ? 'Hide' : 'Show'}
          </Button>
          {error && (
            <Form.Control.Feedback type="invalid" id={`${id}-error`}>
              {error}
            </Form.Control.Feedback>
          )}
        </InputGroup>
        {hint && (
          <Form.Text id={`${id}-hint`} className="d-block">
            {hint}
          </Form.Text>
        )}
      </Form.Group>
    );
  },
);
