import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import {
  type DistrictBody,
  DistrictBodySchema,
  type OperatorDistrict,
} from '@trellis/shared/operator-console';
import { TextField } from '../../components/text-field';
import { useAnnouncement } from '../../hooks/use-announcement';
import { calendarDayText, localCalendarDay } from '../../lib/dates';
import { useSaveDistrict } from './api/districts';
import { addYears } from './licence-dates';
import { placeServerErrors } from './server-failure';

const FIELDS = ['name', 'code', 'licenceStartsOn', 'licenceEndsOn', 'active'] as const;
const TITLE_ID = 'district-form-title';
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
  const [failure, setFailure] = useState<string | null>(null);
  const extension = useAnnouncement();

  const onSubmit = form.handleSubmit((body) => {
    if (save.isPending) return;
    setFailure(null);
    // An unchanged code is left out: only a new one is the district's to check and record.
    const code = district && body.code === district.code ? undefined : body.code;
    save.mutate(
      { id: district?.id ?? null, body: { ...body, code } },
      {
        onSuccess: onSaved,
        onError: (error) => setFailure(placeServerErrors(error, form.setError, FIELDS, 'code')),
      },
    );
  });

  const extendOneYear = () => {
    const endsOn = extendedEnd(form.getValues('licenceEndsOn'));
    form.setValue('licenceEndsOn', endsOn, { shouldDirty: true, shouldValidate: true });
    extension.announce(`The licence now ends on ${calendarDayText(endsOn)} once saved.`);
  };

  const title = district ? `Edit ${district.name}` : 'New district';
  return (
    <Modal
      show={show}
      onHide={onClose}
      onEntered={() => form.setFocus('name')}
      onExited={onExited}
      aria-labelledby={TITLE_ID}
    >
      <Modal.Header closeButton>
        <Modal.Title id={TITLE_ID} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Form onSubmit={onSubmit} noValidate>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              <strong>The district could not be saved.</strong> {failure}
            </Alert>
          )}
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
            Untick to switch the district off: its staff keep their accounts and plans, but the
            builder, browse and search close.
          </Form.Text>
        </Modal.Body>
        <Modal.Footer className="flex-wrap">
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={save.isPending || undefined}>
            {save.isPending ? 'Saving...' : district ? 'Save district' : 'Create district'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
