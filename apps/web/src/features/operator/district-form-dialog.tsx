import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  type DistrictBody,
  DistrictBodySchema,
  type OperatorDistrict,
} from '@trellis/shared/operator-console';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { useAnnouncement } from '../../hooks/use-announcement';
import { calendarDayText, localCalendarDay } from '../../lib/dates';
import { useSaveDistrict } from './api/districts';
import { addYears } from './licence-dates';
import { useSaveFailure } from './server-failure';

const FIELDS = ['name', 'code', 'licenceStartsOn', 'licenceEndsOn', 'active'] as const;
const ACTIVE_HINT_ID = 'district-form-active-hint';

/** An empty date field is "not given": null, as the API takes it. */
const emptyAsNull = { setValueAs: (value: unknown) => (value === '' ? null : value) };

function valuesOf(district: OperatorDistrict | null): DistrictBody {
  if (!district) {
    return { name: '', code: '', licenceStartsOn: null, licenceEndsOn: null, active: true };
  }
  const { name, code, licenceStartsOn, licenceEndsOn, active } = district;
  return { name, code, licenceStartsOn, licenceEndsOn, active };
}

/**
 * One year after the licence's end, or after today when it has already ended (or has no end),
 * so that extending an ended licence gives a year of use.
 */
function extendedEnd(endsOn: string | null | undefined): string {
  const today = localCalendarDay(new Date());
  return addYears(endsOn && endsOn >= today ? endsOn : today, 1);
}

/**
 * A new district (`district` null) or a change to one: rename, change the code, extend or end
 * the licence (its end date), deactivate (untick Active). The server's messages show at their
 * fields; the page hears of the saved district.
 */
export function DistrictFormDialog({
  show,
  district,
  onClose,
  onExited,
  onSaved,
}: {
  show: boolean;
  district: OperatorDistrict | null;
  onClose(): void;
  onExited(): void;
  onSaved(saved: OperatorDistrict): void;
}) {
  const form = useForm({
    resolver: zodResolver(DistrictBodySchema),
    defaultValues: valuesOf(district),
  });
  const { errors } = form.formState;
  const save = useSaveDistrict();
  const saveFailure = useSaveFailure(
    'The district could not be saved.',
    form.setError,
    FIELDS,
    'code',
  );
  const extension = useAnnouncement();

  const onSubmit = form.handleSubmit((body) => {
    if (save.isPending) return;
    saveFailure.clear();
    // An unchanged code is left out: only a new one is the district's to check and record.
    const code = district && body.code === district.code ? undefined : body.code;
    save.mutate(
      { id: district?.id ?? null, body: { ...body, code } },
      {
        onSuccess: onSaved,
        onError: saveFailure.failed,
      },
    );
  });

  const extendOneYear = () => {
    const endsOn = extendedEnd(form.getValues('licenceEndsOn'));
    form.setValue('licenceEndsOn', endsOn, { shouldDirty: true, shouldValidate: true });
    extension.announce(`The licence now ends on ${calendarDayText(endsOn)} once saved.`);
  };

  return (
    <FormDialog
      show={show}
      title={district ? `Edit ${district.name}` : 'New district'}
      submitLabel={district ? 'Save district' : 'Create district'}
      busy={save.isPending}
      failure={saveFailure.failure}
      onSubmit={onSubmit}
      onHide={onClose}
      onExited={onExited}
    >
      <TextField
        label="Name"
        requiredMarker
        maxLength={128}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Access code"
        hint={
          district
            ? '7 or 8 letters and digits. A new code stops the old one from working.'
            : 'Leave blank for a random code.'
        }
        maxLength={8}
        autoComplete="off"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Row>
        <Col sm={6}>
          <TextField
            label="Licence starts"
            type="date"
            error={errors.licenceStartsOn?.message}
            {...form.register('licenceStartsOn', emptyAsNull)}
          />
        </Col>
        <Col sm={6}>
          <TextField
            label="Licence ends"
            type="date"
            error={errors.licenceEndsOn?.message}
            {...form.register('licenceEndsOn', emptyAsNull)}
          />
        </Col>
      </Row>
      {district && (
        <div className="mb-3">
          <Button variant="outline-primary" size="sm" onClick={extendOneYear}>
            Extend one year
          </Button>
          <p role="status" className="small mb-0 mt-1">
            {extension.notice}
          </p>
        </div>
      )}
      <Form.Check
        type="checkbox"
        id="district-form-active"
        label="Active"
        aria-describedby={ACTIVE_HINT_ID}
        {...form.register('active')}
      />
      <Form.Text id={ACTIVE_HINT_ID} className="d-block">
        Untick to switch the district off: its staff keep their accounts and plans, but the builder,
        browse and search close.
      </Form.Text>
    </FormDialog>
  );
}
