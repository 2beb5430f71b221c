import { useEffect, useRef } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  EMAIL_MESSAGE_MAX,
  EMAIL_OTHER_ADDRESSES_MAX,
  PlanEmailBodySchema,
  type PlanExportBody,
} from '@trellis/shared/plan-export';
import { BusyButton } from '../../components/busy-button';
import { useFocusFirstInvalid } from '../../components/focus-first-invalid';
import { ApiRequestError } from '../../lib/api-client';
import { applyServerErrors, fieldMessages } from '../../lib/form-errors';
import { personnelQuery, useSendPlanEmail } from './api/plan-export';

const SENT = 'Your email has been sent successfully!';
const FAILED = 'There was an error sending your email. Please try again.';

/** The fields of the plan e-mail body the teacher fills in; the plan itself comes from the builder. */
const EmailFormSchema = PlanEmailBodySchema.pick({
  personnel: true,
  otherEmails: true,
  message: true,
});
const FIELDS = ['personnel', 'otherEmails', 'message'] as const;

/** A labelled text area whose hint and server messages are tied to it for screen readers. */
function TextAreaField(props: {
  id: string;
  label: string;
  hint?: string;
  rows: number;
  maxLength: number;
  errors: string[];
  registration: UseFormRegisterReturn;
}) {
  const { id, label, hint, errors } = props;
  const describedBy = [hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        as="textarea"
        rows={props.rows}
        maxLength={props.maxLength}
        isInvalid={errors.length > 0}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy}
        {...props.registration}
      />
      {hint && <Form.Text id={`${id}-hint`}>{hint}</Form.Text>}
      <Feedback id={`${id}-error`} messages={errors} />
    </Form.Group>
  );
}

function Feedback({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </div>
  );
}

/**
 * Sent: the form (and its Send button) gives way to this, so the focus goes to its Close
 * button. The message is an alert (role="alert"), read out as it appears: the app's live
 * region does not say it a second time.
 */
function EmailSent({ onClose }: { onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
  }, []);
  return (
    <Alert variant="success" className="mt-3">
      <p className="mb-2 fw-semibold">{SENT}</p>
      <Button ref={close} variant="outline-success" size="sm" onClick={onClose}>
        Close
      </Button>
    </Alert>
  );
}

/**
 * The e-mail panel of spec §2: colleagues of the district ('Last, First'), other addresses
 * one per line, a message, and Send Email ('Sending...' while busy). The plan itself (and
 * the Student Name, when chosen) comes from `exportBody` at the moment of sending.
 */
export function EmailPanel({
  exportBody,
  onClose,
}: {
  exportBody(): PlanExportBody;
  onClose(): void;
}) {
  const personnel = useQuery(personnelQuery);
  const send = useSendPlanEmail();
  const form = useForm({
    resolver: zodResolver(EmailFormSchema),
    defaultValues: { personnel: [], otherEmails: '', message: '' },
    // The server's messages stay at their fields until the next submission.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  const { ref: formRef, refused } = useFocusFirstInvalid<HTMLFormElement>();

  if (send.isSuccess) return <EmailSent onClose={onClose} />;

  const personnelErrors = fieldMessages(errors.personnel);
  return (
    <Form
      ref={formRef}
      className="card card-body mt-3 email-panel"
      aria-labelledby="email-panel-heading"
      noValidate
      onSubmit={form.handleSubmit(
        (recipients) =>
          send.mutate(
            { ...exportBody(), ...recipients },
            {
              onError: (error) => {
                applyServerErrors(error, form.setError, FIELDS);
                // A wrong address: focus goes to its field (or to the alert saying why).
                refused();
              },
            },
          ),
        refused,
      )}
    >
      <h2 id="email-panel-heading" className="h5">
        Send in Email
      </h2>
      {send.isError && (
        <Alert variant="danger" role="alert">
          {FAILED}
          {send.error instanceof ApiRequestError && send.error.status === 400 && (
            <div className="small mt-1">{send.error.message}</div>
          )}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="email-personnel">
        <Form.Label>School personnel</Form.Label>
        {personnel.data?.length === 0 ? (
          <p className="text-body-secondary small mb-0">
            No colleagues from your school have Trellis accounts yet. Enter addresses below.
          </p>
        ) : (
          <Form.Select
            multiple
            htmlSize={Math.min(6, Math.max(3, personnel.data?.length ?? 3))}
            isInvalid={personnelErrors.length > 0}
            aria-invalid={personnelErrors.length > 0 || undefined}
            aria-describedby="email-personnel-hint email-personnel-error"
            {...form.register('personnel')}
          >
            {personnel.data?.map((person) => (
              <option key={person.id} value={person.id}>
                {person.lastName}, {person.firstName}
              </option>
            ))}
          </Form.Select>
        )}
        {personnel.isPending && (
          <p className="text-body-secondary small mb-0" role="status">
            Loading your colleagues...
          </p>
        )}
        {personnel.isError && (
          <p className="text-danger small mb-0" role="alert">
            Your colleagues could not be loaded.{' '}
            <Button
              variant="link"
              className="p-0 align-baseline small"
              onClick={() => void personnel.refetch()}
            >
              Try again
            </Button>
            , or enter their addresses below.
          </p>
        )}
        <Form.Text id="email-personnel-hint">
          Hold Ctrl (or ⌘ on a Mac) to choose several.
        </Form.Text>
        <Feedback id="email-personnel-error" messages={personnelErrors} />
      </Form.Group>
      <TextAreaField
        id="email-other"
        label="Other e-mail addresses"
        hint="One address per line."
        rows={3}
        maxLength={EMAIL_OTHER_ADDRESSES_MAX}
        errors={fieldMessages(errors.otherEmails)}
        registration={form.register('otherEmails')}
      />
      <TextAreaField
        id="email-message"
        label="Message"
        rows={4}
        maxLength={EMAIL_MESSAGE_MAX}
        errors={fieldMessages(errors.message)}
        registration={form.register('message')}
      />
      <div className="d-flex gap-2">
        <BusyButton type="submit" busy={send.isPending} busyLabel="Sending...">
          Send Email
        </BusyButton>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
