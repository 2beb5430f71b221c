import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import {
  DistrictFromEstimateBodySchema,
  type EstimateRow,
  type OperatorDistrict,
} from '@trellis/shared/operator-console';
import { TextField } from '../../components/text-field';
import { localCalendarDay } from '../../lib/dates';
import { useDistrictFromEstimate } from './api/estimates';
import { addYears, dayBefore, licenceText } from './licence-dates';
import { placeServerErrors } from './server-failure';

const TITLE_ID = 'district-from-estimate-title';

/** The licence the server gives a district created from a request: a year from today. */
function yearFromToday() {
  const today = localCalendarDay(new Date());
  return licenceText(today, dayBefore(addYears(today, 1)));
}

/**
 * Confirms creating a district from an estimate request: named after the school, licensed for
 * a year, with a random access code unless one is given. The request is then marked won.
 */
export function DistrictFromEstimateDialog({
  show,
  request,
  onClose,
  onExited,
  onCreated,
}: {
  show: boolean;
  request: EstimateRow;
  onClose(): void;
  onExited(): void;
  onCreated(district: OperatorDistrict): void;
}) {
  const form = useForm({
    resolver: zodResolver(DistrictFromEstimateBodySchema),
    defaultValues: { code: '' },
  });
  const create = useDistrictFromEstimate();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((body) => {
    if (create.isPending) return;
    setFailure(null);
    create.mutate(
      { id: request.id, body },
      {
        onSuccess: onCreated,
        onError: (error) => setFailure(placeServerErrors(error, form.setError, ['code'], 'code')),
      },
    );
  });

  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      // The page decides where focus goes: the button that opened it is gone once it worked.
      restoreFocus={false}
      aria-labelledby={TITLE_ID}
    >
      <Modal.Header closeButton>
        <Modal.Title id={TITLE_ID} as="h2" className="h5">
          Create a district from this request?
        </Modal.Title>
      </Modal.Header>
      <Form onSubmit={onSubmit} noValidate>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              <strong>The district could not be created.</strong> {failure}
            </Alert>
          )}
          <dl className="row mb-2">
            <dt className="col-sm-3">District</dt>
            <dd className="col-sm-9">{request.schoolName}</dd>
            <dt className="col-sm-3">Licence</dt>
            <dd className="col-sm-9">{yearFromToday()}</dd>
          </dl>
          <p>The request is then marked Won.</p>
          <TextField
            label="Access code"
            hint="Leave blank for a random code."
            maxLength={8}
            autoComplete="off"
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
        </Modal.Body>
        <Modal.Footer className="flex-wrap">
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={create.isPending || undefined}>
            {create.isPending ? 'Creating...' : 'Create district'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
