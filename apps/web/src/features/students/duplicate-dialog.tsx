import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PLAN_LABEL_MAX,
  PlanDetailsSchema,
  type PlanSummary,
  type StudentPlan,
} from '@trellis/shared/student-plans';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from '../../lib/form-errors';
import { useCreatePlan } from './api/plans';
import { CreatedOffer } from './created-offer';
import { failureAlert } from './server-error-alert';
import { LABEL_HINT, STUDENTS_ALERT_KEY } from './wording';

const ALERT_KEY = 'planDuplicate';
const FIELDS = ['label'] as const;
const LabelSchema = PlanDetailsSchema.pick({ label: true });

/**
 * Duplicate: start a new student from another student's plan (`POST /plans` with
 * `copyFrom`). Only the new label is asked; grade, plan type, strengths, needs and
 * accommodations come from the plan copied.
 */
export function DuplicateDialog({
  show,
  plan,
  onClose,
  onExited,
  onCreated,
}: {
  show: boolean;
  plan: PlanSummary;
  onClose(): void;
  onExited(): void;
  onCreated(plan: StudentPlan): void;
}) {
  const form = useForm({ resolver: zodResolver(LabelSchema), defaultValues: { label: '' } });
  const create = useCreatePlan();
  const [created, setCreated] = useState<StudentPlan | null>(null);
  const { setAlert, removeAlert } = useAlertsStore.getState();

  const onSubmit = form.handleSubmit(({ label }) => {
    if (create.isPending) return;
    removeAlert(ALERT_KEY);
    create.mutate(
      { label, copyFrom: plan.id },
      {
        onSuccess: (added) => {
          setAlert(STUDENTS_ALERT_KEY, {
            alertType: 'success',
            title: `${added.label} is added, starting from the plan of ${plan.label}.`,
          });
          setCreated(added);
          onCreated(added);
        },
        onError: (error) => {
          const rest = applyServerErrors(error, form.setError, FIELDS);
          setAlert(ALERT_KEY, failureAlert('The student could not be added.', rest, error));
        },
      },
    );
  });

  return (
    <FormDialog
      show={show}
      title={`Start a new student from the plan of ${plan.label}`}
      submitLabel="Add student"
      busy={create.isPending}
      onSubmit={onSubmit}
      onHide={onClose}
      onExited={() => {
        removeAlert(ALERT_KEY);
        onExited();
      }}
      restoreFocus={false}
      focusFirstField={false}
      result={created && <CreatedOffer plan={created} onClose={onClose} />}
    >
      <KeyedAlert alertKey={ALERT_KEY} />
      <p>
        The new student starts with the grade, plan type, strengths, needs and accommodations of{' '}
        {plan.label}. Dates and the note start empty, and the plan of {plan.label} stays as it is.
      </p>
      <TextField
        label="New student's label"
        hint={LABEL_HINT}
        requiredMarker
        maxLength={PLAN_LABEL_MAX}
        autoComplete="off"
        error={form.formState.errors.label?.message}
        {...form.register('label')}
      />
    </FormDialog>
  );
}
