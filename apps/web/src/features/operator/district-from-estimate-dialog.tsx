import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DistrictFromEstimateBodySchema,
  type EstimateRow,
  type OperatorDistrict,
} from '@trellis/shared/operator-console';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { useDistrictFromEstimate } from './api/estimates';
import { licenceText, newDistrictLicence } from './licence-dates';
import { useSaveFailure } from './server-failure';

/** The licence the server gives a district created from a request: a year from today. */
function yearFromToday() {
  const licence = newDistrictLicence(new Date());
  return licenceText(licence.startsOn, licence.endsOn);
}

/**
 * Confirms creating a district from an estimate request: named after the school unless the
 * operator changes it, licensed for a year, with a random access code unless one is given.
 * The request is then marked won.
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
    defaultValues: { name: request.schoolName, code: '' },
  });
  const create = useDistrictFromEstimate();
  const saveFailure = useSaveFailure(
    'The district could not be created.',
    form.setError,
    ['name', 'code'],
    'code',
  );

  const onSubmit = form.handleSubmit((body) => {
    if (create.isPending) return;
    saveFailure.clear();
    create.mutate(
      { id: request.id, body },
      {
        onSuccess: onCreated,
        onError: saveFailure.failed,
      },
    );
  });

  return (
    <FormDialog
      show={show}
      title="Create a district from this request?"
      submitLabel="Create district"
      busyLabel="Creating..."
      busy={create.isPending}
      failure={saveFailure.failure}
      onSubmit={onSubmit}
      onHide={onClose}
      onExited={onExited}
      // The page decides where focus goes: the button that opened it is gone once it worked.
      restoreFocus={false}
      // The dialog is a question: what it would create is read before the optional field.
      focusFirstField={false}
    >
      <dl className="row mb-2">
        <dt className="col-sm-3">Requested by</dt>
        <dd className="col-sm-9">
          {request.name} ({request.email})
        </dd>
        <dt className="col-sm-3">Licence</dt>
        <dd className="col-sm-9">{yearFromToday()}</dd>
      </dl>
      <p>The request is then marked Won.</p>
      <TextField
        label="District name"
        maxLength={128}
        autoComplete="off"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Access code"
        hint="Leave blank for a random code."
        maxLength={8}
        autoComplete="off"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
    </FormDialog>
  );
}
