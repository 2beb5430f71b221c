import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import {
  DistrictAdministratorBodySchema,
  type OperatorDistrict,
} from '@trellis/shared/operator-console';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { useMakeDistrictAdministrator } from './api/districts';
import { useSaveFailure } from './server-failure';

const FormSchema = DistrictAdministratorBodySchema.extend({
  districtId: z.string().min(1, 'Choose the district.'),
});
type FormValues = z.input<typeof FormSchema>;

const DISTRICT_ERROR_ID = 'district-administrator-district-error';

/**
 * Makes someone who has registered with a district's access code one of its administrators:
 * how an operator hands a new district to the person who asked for it. The server answers
 * 404 at `email` when no account of that district has the address.
 */
export function DistrictAdministratorDialog({
  show,
  districts,
  onClose,
  onExited,
  onDone,
}: {
  show: boolean;
  districts: OperatorDistrict[];
  onClose(): void;
  onExited(): void;
  onDone(district: OperatorDistrict, email: string): void;
}) {
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    // One district only: nothing to choose.
    defaultValues: { districtId: districts.length === 1 ? districts[0]?.id : '', email: '' },
  });
  const make = useMakeDistrictAdministrator();
  const saveFailure = useSaveFailure('The administrator could not be made.', form.setError, [
    'email',
    'districtId',
  ]);
  const districtError = form.formState.errors.districtId?.message;

  const onSubmit = form.handleSubmit(({ districtId, email }) => {
    if (make.isPending) return;
    saveFailure.clear();
    make.mutate(
      { id: districtId, body: { email } },
      {
        onSuccess: (district) => onDone(district, email),
        onError: (error) => {
          saveFailure.failed(error);
          form.setFocus('email');
        },
      },
    );
  });

  return (
    <FormDialog
      show={show}
      title="Make a district administrator"
      submitLabel="Make administrator"
      busyLabel="Saving..."
      busy={make.isPending}
      failure={saveFailure.failure}
      onSubmit={onSubmit}
      onHide={onClose}
      onExited={onExited}
    >
      <p>
        The person must have registered with the district’s access code. They will manage its staff,
        access code and records, including downloading every plan.
      </p>
      <Form.Group controlId="district-administrator-district" className="mb-3">
        <Form.Label>District</Form.Label>
        <Form.Select
          isInvalid={Boolean(districtError)}
          aria-invalid={districtError ? true : undefined}
          aria-describedby={districtError ? DISTRICT_ERROR_ID : undefined}
          {...form.register('districtId')}
        >
          <option value="">Choose a district</option>
          {districts.map((district) => (
            <option key={district.id} value={district.id}>
              {district.name}
            </option>
          ))}
        </Form.Select>
        {districtError && (
          <Form.Control.Feedback type="invalid" id={DISTRICT_ERROR_ID}>
            {districtError}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="off"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
    </FormDialog>
  );
}
