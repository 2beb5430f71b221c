import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import { calendarDayText } from '../../lib/dates';
import { useSaveDistrict } from './api/districts';
import { endedLicence, extendedEnd, newDistrictLicence } from './licence-dates';
import { useSaveFailure } from './server-failure';
import { SWITCH_OFF_CONFIRM_ID, SwitchOffConfirmation } from './switch-off-confirmation';

const FIELDS = ['name', 'code', 'licenceStartsOn', 'licenceEndsOn', 'active'] as const;
const ACTIVE_HINT_ID = 'district-form-active-hint';
const END_HINT_ID = 'district-form-end-hint';

/** An empty date field is "not given": null, as the API takes it. */
const emptyAsNull = { setValueAs: (value: unknown) => (value === '' ? null : value) };

/**
 * A new district starts with a year's licence from today (UTC), not an open-ended one (both
 * dates stay editable and clearable); a district being edited shows its stored dates.
 */
function valuesOf(district: OperatorDistrict | null): DistrictBody {
  if (!district) {
    const licence = newDistrictLicence(new Date());
    return {
      name: '',
      code: '',
      licenceStartsOn: licence.startsOn,
      licenceEndsOn: licence.endsOn,
      active: true,
    };
  }
  const { name, code, licenceStartsOn, licenceEndsOn, active } = district;
  return { name, code, licenceStartsOn, licenceEndsOn, active };
}

/**
 * A new district (`district` null) or a change to one: rename, change the code, extend or end
 * the licence (its end date), deactivate (untick Active, confirmed by a ticked box). The
 * server's messages show at their fields; the page hears of the saved district.
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
  // What a licence button did, said in the dialog's own polite region: a modal dialog hides the
  // rest of the page, the app's live region with it, from some screen readers.
  const [licenceChange, setLicenceChange] = useState('');
  // Switching an active district off waits for a ticked box; ticking Active again forgets it.
  const active = useWatch({ control: form.control, name: 'active' });
  const switchingOff = Boolean(district?.active) && !active;
  const [switchOffConfirmed, setSwitchOffConfirmed] = useState(false);
  const [switchOffMissing, setSwitchOffMissing] = useState(false);

  const onSubmit = form.handleSubmit((body) => {
    if (save.isPending) return;
    if (switchingOff && !switchOffConfirmed) {
      setSwitchOffMissing(true);
      document.getElementById(SWITCH_OFF_CONFIRM_ID)?.focus();
      return;
    }
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

  const setDate = (field: 'licenceStartsOn' | 'licenceEndsOn', day: string | null) =>
    form.setValue(field, day, { shouldDirty: true, shouldValidate: true });

  const extendOneYear = () => {
    const endsOn = extendedEnd(form.getValues('licenceEndsOn'), new Date());
    setDate('licenceEndsOn', endsOn);
    setLicenceChange(`The licence now ends on ${calendarDayText(endsOn)} once saved.`);
  };

  const endLicenceToday = () => {
    const [startsOn, endsOn] = form.getValues(['licenceStartsOn', 'licenceEndsOn']);
    const ended = endedLicence({ startsOn, endsOn }, new Date());
    setDate('licenceStartsOn', ended.startsOn);
    setDate('licenceEndsOn', ended.endsOn);
    setLicenceChange(
      `Once saved, the licence has ended: its last day is ${calendarDayText(ended.endsOn)}.`,
    );
  };

  const onActiveChange = () => {
    setSwitchOffConfirmed(false);
    setSwitchOffMissing(false);
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
          <div className="d-flex flex-wrap gap-2">
            <Button variant="outline-primary" size="sm" onClick={extendOneYear}>
              Extend one year
            </Button>
            <Button
              variant="outline-danger"
              size="sm"
              onClick={endLicenceToday}
              aria-describedby={END_HINT_ID}
            >
              End licence today
            </Button>
          </div>
          <Form.Text id={END_HINT_ID} className="d-block">
            Ends the licence at once: staff keep their accounts and plans, the builder and library
            close.
          </Form.Text>
          <p role="status" className="small mb-0 mt-1">
            {licenceChange}
          </p>
        </div>
      )}
      <Form.Check
        type="checkbox"
        id="district-form-active"
        label="Active"
        aria-describedby={ACTIVE_HINT_ID}
        {...form.register('active', { onChange: onActiveChange })}
      />
      <Form.Text id={ACTIVE_HINT_ID} className="d-block">
        Untick to switch the district off: its staff keep their accounts and plans, but the builder,
        browse and search close.
      </Form.Text>
      {district && switchingOff && (
        <SwitchOffConfirmation
          districtName={district.name}
          confirmed={switchOffConfirmed}
          missing={switchOffMissing}
          onConfirmedChange={(confirmed) => {
            setSwitchOffConfirmed(confirmed);
            if (confirmed) setSwitchOffMissing(false);
          }}
        />
      )}
    </FormDialog>
  );
}
