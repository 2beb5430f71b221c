import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ErrorCode } from '@trellis/shared/api-error';
import { PLAN_LABEL_MAX, PlanDetailsSchema } from '@trellis/shared/student-plans';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { TextField } from '../../components/text-field';
import { invalidatePlans } from '../../hooks/use-plans';
import { applyServerErrors } from '../../lib/form-errors';
import { createPlanAndSwitch } from '../../stores/builder-sync';

const ALERT_KEY = 'newStudent';
const NewStudentSchema = PlanDetailsSchema.pick({ label: true });
const FIELDS = ['label'] as const;

/**
 * "New student…" of the builder's student switcher: asks for the label only, creates the
 * plan (`POST /plans`) and moves the builder to it, after saving the current student's
 * changes. The other details are given on My Students.
 */
export function NewStudentDialog({
  show,
  onClose,
  onCreated,
  onExited,
}: {
  show: boolean;
  onClose(): void;
  /** The builder now works on the new plan. */
  onCreated(planId: string): void;
  /** After the dialog has gone: the opener (a menu item) has too, so focus goes here. */
  onExited(): void;
}) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(NewStudentSchema),
    defaultValues: { label: '' },
    reValidateMode: 'onSubmit',
  });
  const create = useMutation({
    mutationFn: createPlanAndSwitch,
    onSuccess: () => invalidatePlans(queryClient),
  });
  const { setAlert, removeAlert } = useAlertsStore.getState();

  const close = () => {
    removeAlert(ALERT_KEY);
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit((body) => {
    if (create.isPending) return;
    removeAlert(ALERT_KEY);
    create.mutate(body, {
      onSuccess: (plan) => {
        close();
        onCreated(plan.id);
      },
      onError: (error) => {
        const rest = applyServerErrors(error, form.setError, FIELDS);
        // A refusal already shown at the label needs no second message.
        if (rest?.code === ErrorCode.VALIDATION_FAILED && rest.unmatched.length === 0) return;
        setAlert(ALERT_KEY, {
          alertType: 'danger',
          title: 'The student could not be added.',
          errors: [rest?.message ?? (error instanceof Error ? error.message : String(error))],
        });
      },
    });
  });

  return (
    <Modal
      show={show}
      // While the plan is being made, the dialog waits for the answer.
      onHide={() => !create.isPending && close()}
      onExited={onExited}
      restoreFocus={false}
      aria-labelledby="new-student-title"
    >
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton>
          <Modal.Title id="new-student-title" as="h2" className="h5">
            New Student
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <KeyedAlert alertKey={ALERT_KEY} />
          <TextField
            label="Student label"
            hint="Initials or a nickname, such as J.T. Trellis never asks for a student’s legal name: a label is enough to find the plan."
            maxLength={PLAN_LABEL_MAX}
            autoComplete="off"
            error={form.formState.errors.label?.message}
            {...form.register('label')}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => !create.isPending && close()}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={create.isPending || undefined}>
            {create.isPending ? 'Working...' : 'Add and Open'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
