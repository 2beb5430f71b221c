import { useForm } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { DistrictOverview } from '@trellis/shared/district-admin';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from '../../lib/form-errors';
import { useUpdateCode } from './api/overview';

const FIELDS = ['active', 'expiresOn'] as const;

interface CodeSettings {
  active: boolean;
  /** `YYYY-MM-DD`, or empty for no last day. */
  expiresOn: string;
}

const settingsOf = (code: DistrictOverview['code']): CodeSettings => ({
  active: code.active,
  expiresOn: code.expiresOn ?? '',
});

/**
 * "Access code on" and "Last day the code works": the server checks the day (not in the
 * past) and says so at the field. The form follows the saved settings once they change.
 */
export function CodeSettingsForm({
  code,
  onSaved,
}: {
  code: DistrictOverview['code'];
  onSaved(overview: DistrictOverview): void;
}) {
  const form = useForm<CodeSettings>({ values: settingsOf(code), reValidateMode: 'onSubmit' });
  const { errors } = form.formState;
  const update = useUpdateCode();

  const onSubmit = form.handleSubmit(({ active, expiresOn }) => {
    if (update.isPending) return;
    update.mutate(
      { active, expiresOn: expiresOn || null },
      {
        onSuccess: onSaved,
        onError: (error) => applyServerErrors(error, form.setError, FIELDS),
      },
    );
  });
  // What the fields do not show: the server's message when no field was named.
  const unplaced =
    update.error && !errors.expiresOn && !errors.active ? update.error.message : null;

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby="code-settings-heading">
      <h3 id="code-settings-heading" className="h5">
        Code settings
      </h3>
      <Form.Check
        type="switch"
        // Bootstrap draws a switch; the role makes screen readers say "on" or "off".
        role="switch"
        id="code-active"
        label="Access code on"
        className="mb-3"
        isInvalid={Boolean(errors.active)}
        feedback={errors.active?.message}
        feedbackType="invalid"
        {...form.register('active')}
      />
      <TextField
        type="date"
        label="Last day the code works"
        hint="Optional. Leave it empty and the code works as long as the licence."
        error={errors.expiresOn?.message}
        {...form.register('expiresOn')}
      />
      {unplaced && (
        <Alert variant="danger" role="alert">
          The code settings could not be saved. {unplaced}
        </Alert>
      )}
      <Button type="submit" aria-disabled={update.isPending || undefined}>
        {update.isPending ? 'Saving...' : 'Save code settings'}
      </Button>
    </Form>
  );
}
