import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import {
  SsoProviderCreateBodySchema,
  SsoProviderUpdateBodySchema,
  type SsoProviderView,
} from '@trellis/shared/sso';
import { presetIssuer, SSO_PROVIDER_KIND_NAMES } from '@trellis/shared/sso-providers';
import { SSO_PROVIDER_KINDS, type SsoProviderKind } from '@trellis/shared/sso-kinds';
import { FormDialog } from '../../components/form-dialog';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { useSaveSsoProvider } from './api/district-sso';
import { useSaveFailure } from './server-failure';
import {
  formValuesOf,
  labelHint,
  NEW_PROVIDER,
  type SsoProviderFormValues,
  TENANT_HINTS,
} from './sso-provider-values';

const FIELDS = [
  'kind',
  'label',
  'issuer',
  'clientId',
  'clientSecret',
  'tenant',
  'enabled',
] as const;
const KIND_ID = 'sso-provider-kind';
const ENABLED_ID = 'sso-provider-enabled';
const ENABLED_ERROR_ID = 'sso-provider-enabled-error';

/**
 * Adds a provider to a district (`provider` null) or changes one. Choosing a kind fills its
 * issuer; for Microsoft the tenant typed goes into the issuer as it is typed. The secret is
 * never shown: on an edit a blank one keeps the stored secret. The server's messages (an
 * issuer it cannot read, a missing join rule) show at their fields.
 */
export function SsoProviderDialog({
  show,
  districtId,
  provider,
  onClose,
  onExited,
  onSaved,
}: {
  show: boolean;
  districtId: string;
  provider: SsoProviderView | null;
  onClose(): void;
  onExited(): void;
  onSaved(saved: SsoProviderView): void;
}) {
  const form = useForm<SsoProviderFormValues>({
    resolver: zodResolver(provider ? SsoProviderUpdateBodySchema : SsoProviderCreateBodySchema),
    defaultValues: provider ? formValuesOf(provider) : NEW_PROVIDER,
  });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const save = useSaveSsoProvider(districtId);
  const saveFailure = useSaveFailure('The provider could not be saved.', form.setError, FIELDS);

  const onSubmit = form.handleSubmit((body) => {
    if (save.isPending) return;
    saveFailure.clear();
    save.mutate(provider ? { id: provider.id, body } : { id: null, body }, {
      onSuccess: onSaved,
      onError: saveFailure.failed,
    });
  });

  const onKindChange = (chosen: SsoProviderKind) =>
    form.setValue('issuer', presetIssuer(chosen, form.getValues('tenant')), { shouldDirty: true });

  // Microsoft's issuer follows the tenant while it still is the preset's for the last tenant.
  const onTenantChange = (previous: string, next: string) => {
    if (form.getValues('kind') !== 'microsoft') return;
    if (form.getValues('issuer') !== presetIssuer('microsoft', previous)) return;
    form.setValue('issuer', presetIssuer('microsoft', next), { shouldDirty: true });
  };
  const tenantField = form.register('tenant');

  return (
    <FormDialog
      show={show}
      title={provider ? `Edit ${provider.label}` : 'Add provider'}
      submitLabel={provider ? 'Save provider' : 'Add provider'}
      busy={save.isPending}
      failure={saveFailure.failure}
      onSubmit={onSubmit}
      onHide={onClose}
      onExited={onExited}
    >
      <Form.Group className="mb-3" controlId={KIND_ID}>
        <Form.Label>Provider</Form.Label>
        <Form.Select
          isInvalid={Boolean(errors.kind)}
          {...form.register('kind', {
            onChange: (event: { target: { value: SsoProviderKind } }) =>
              onKindChange(event.target.value),
          })}
        >
          {SSO_PROVIDER_KINDS.map((option) => (
            <option key={option} value={option}>
              {SSO_PROVIDER_KIND_NAMES[option]}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.kind?.message}</Form.Control.Feedback>
      </Form.Group>
      <TextField
        label="Button name"
        requiredMarker={kind === 'oidc'}
        hint={labelHint(kind)}
        maxLength={64}
        autoComplete="off"
        error={errors.label?.message}
        {...form.register('label')}
      />
      <TextField
        label="Issuer"
        type="url"
        hint="The provider’s address; Trellis reads its settings from /.well-known/openid-configuration there."
        autoComplete="off"
        spellCheck={false}
        requiredMarker
        error={errors.issuer?.message}
        {...form.register('issuer')}
      />
      <TextField
        label="Client ID"
        requiredMarker
        maxLength={256}
        autoComplete="off"
        spellCheck={false}
        error={errors.clientId?.message}
        {...form.register('clientId')}
      />
      <PasswordField
        label="Client secret"
        hint={
          provider
            ? 'Leave blank to keep the current secret.'
            : 'Stored encrypted; it is never shown again.'
        }
        autoComplete="new-password"
        error={errors.clientSecret?.message}
        {...form.register('clientSecret')}
      />
      <TextField
        label="Tenant"
        hint={TENANT_HINTS[kind]}
        maxLength={128}
        autoComplete="off"
        spellCheck={false}
        error={errors.tenant?.message}
        {...tenantField}
        onChange={(event) => {
          onTenantChange(form.getValues('tenant'), event.target.value);
          void tenantField.onChange(event);
        }}
      />
      <Form.Check
        type="checkbox"
        id={ENABLED_ID}
        label="Enabled: staff see a “Sign in with …” button for it"
        isInvalid={Boolean(errors.enabled)}
        aria-invalid={errors.enabled ? true : undefined}
        aria-describedby={errors.enabled ? ENABLED_ERROR_ID : undefined}
        {...form.register('enabled')}
      />
      {errors.enabled && (
        <div id={ENABLED_ERROR_ID} className="invalid-feedback d-block">
          {errors.enabled.message}
        </div>
      )}
    </FormDialog>
  );
}
