import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import {
  PLAN_LABEL_MAX,
  PLAN_NOTE_MAX,
  PlanDetailsSchema,
  type PlanDetails,
  type PlanSummary,
  type StudentPlan,
} from '@trellis/shared/student-plans';
import { PLAN_GRADES, gradeLabel } from '@trellis/shared/plan-grades';
import { PLAN_TYPES } from '@trellis/shared/plan-limits';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from '../../lib/form-errors';
import { useCreatePlan, useUpdatePlan } from './api/plans';
import { CreatedOffer } from './created-offer';
import { SelectField, TextAreaField } from '../../components/form-fields';
import { failureAlert } from './server-error-alert';
import { LABEL_HINT, PLAN_TYPE_NAMES, STUDENTS_ALERT_KEY } from './wording';

const ALERT_KEY = 'planDetails';
const FIELDS = ['label', 'grade', 'planType', 'meetingDate', 'reviewDate', 'note'] as const;

/** An empty select or date field is "not given": null, as the API takes it. */
const emptyAsNull = { setValueAs: (value: unknown) => (value === '' ? null : value) };

const NEW_PLAN: PlanDetails = {
  label: '',
  grade: null,
  planType: 'IEP',
  meetingDate: null,
  reviewDate: null,
  note: '',
};

function detailsOf(plan: PlanSummary): PlanDetails {
  const { label, grade, planType, meetingDate, reviewDate, note } = plan;
  return { label, grade, planType, meetingDate, reviewDate, note };
}

/**
 * A student's details (label, grade, plan type, meeting and review dates, note): a new
 * student (`plan` null, `POST /plans`) or a change (`PATCH /plans/:id`). The server's
 * messages show at their fields; a new student is then offered to open in the builder.
 */
export function PlanDetailsDialog({
  show,
  plan,
  onClose,
  onExited,
  onCreated,
}: {
  show: boolean;
  plan: PlanSummary | null;
  onClose(): void;
  onExited(): void;
  onCreated(plan: StudentPlan): void;
}) {
  const form = useForm({
    resolver: zodResolver(PlanDetailsSchema),
    defaultValues: plan ? detailsOf(plan) : NEW_PLAN,
  });
  const { errors } = form.formState;
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const [created, setCreated] = useState<StudentPlan | null>(null);
  const { setAlert, removeAlert } = useAlertsStore.getState();
  const busy = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((details) => {
    if (busy) return;
    removeAlert(ALERT_KEY);
    const onError = (error: unknown) => {
      const rest = applyServerErrors(error, form.setError, FIELDS);
      const title = plan ? 'The details could not be saved.' : 'The student could not be added.';
      setAlert(ALERT_KEY, failureAlert(title, rest, error));
    };
    if (plan) {
      update.mutate(
        { id: plan.id, body: details },
        {
          onSuccess: (saved) => {
            setAlert(STUDENTS_ALERT_KEY, {
              alertType: 'success',
              title: `The details of ${saved.label} are saved.`,
            });
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(details, {
        onSuccess: (added) => {
          setAlert(STUDENTS_ALERT_KEY, {
            alertType: 'success',
            title: `${added.label} is added to My Students.`,
          });
          setCreated(added);
          onCreated(added);
        },
        onError,
      });
    }
  });

  return (
    <FormDialog
      show={show}
      title={plan ? `Edit details for ${plan.label}` : 'New student'}
      submitLabel={plan ? 'Save details' : 'Add student'}
      busy={busy}
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
      <TextField
        label="Student label"
        hint={LABEL_HINT}
        requiredMarker
        maxLength={PLAN_LABEL_MAX}
        autoComplete="off"
        error={errors.label?.message}
        {...form.register('label')}
      />
      <Row>
        <Col sm={6}>
          <SelectField
            label="Grade"
            error={errors.grade?.message}
            {...form.register('grade', emptyAsNull)}
          >
            <option value="">Not given</option>
            {PLAN_GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {gradeLabel(grade)}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col sm={6}>
          <SelectField
            label="Plan type"
            error={errors.planType?.message}
            {...form.register('planType')}
          >
            {PLAN_TYPES.map((type) => (
              <option key={type} value={type}>
                {PLAN_TYPE_NAMES[type]}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col sm={6}>
          <TextField
            label="Meeting date"
            type="date"
            error={errors.meetingDate?.message}
            {...form.register('meetingDate', emptyAsNull)}
          />
        </Col>
        <Col sm={6}>
          <TextField
            label="Next review date"
            type="date"
            error={errors.reviewDate?.message}
            {...form.register('reviewDate', emptyAsNull)}
          />
        </Col>
      </Row>
      <TextAreaField
        label="Note"
        hint="Optional. Only what you need to find or plan for this student."
        rows={3}
        maxLength={PLAN_NOTE_MAX}
        error={errors.note?.message}
        {...form.register('note')}
      />
    </FormDialog>
  );
}
