import Button from 'react-bootstrap/Button';
import type { SsoProviderView } from '@trellis/shared/sso';
import { SSO_PROVIDER_KIND_NAMES } from '@trellis/shared/sso-providers';
import { StackCell, StackRow, StackRowHeader, StackTable } from '../../components/stack-table';
import { ForRow, RowActions } from './row-actions';

/** The ids focus returns to after working on a provider's row. */
export const providerEditId = (id: string) => `sso-provider-${id}-edit`;
export const providerToggleId = (id: string) => `sso-provider-${id}-toggle`;

const COLUMNS = [
  'Provider',
  'Button name',
  'Issuer',
  'Client ID',
  'Tenant',
  'Status',
  'Actions',
] as const;

/** A district's providers, the secret never among them, and what an operator does to each. */
export function SsoProvidersTable({
  providers,
  busyId,
  onEdit,
  onToggle,
  onRemove,
}: {
  providers: SsoProviderView[];
  /** The provider being enabled or disabled, whose button waits. */
  busyId: string | null;
  onEdit(provider: SsoProviderView): void;
  onToggle(provider: SsoProviderView): void;
  onRemove(provider: SsoProviderView): void;
}) {
  return (
    <StackTable
      size="sm"
      striped
      className="align-middle"
      caption="The district’s sign-in providers"
      captionClassName="caption-top"
      columns={COLUMNS}
    >
      {providers.map((provider) => (
        <StackRow key={provider.id}>
          <StackCell label="Provider">{SSO_PROVIDER_KIND_NAMES[provider.kind]}</StackCell>
          <StackRowHeader>{provider.label}</StackRowHeader>
          <StackCell label="Issuer" className="text-break">
            {provider.issuer}
          </StackCell>
          <StackCell label="Client ID" className="text-break font-monospace">
            {provider.clientId}
          </StackCell>
          <StackCell label="Tenant" className="text-break">
            {provider.tenant || 'None'}
          </StackCell>
          <StackCell label="Status">{provider.enabled ? 'Enabled' : 'Disabled'}</StackCell>
          <StackCell>
            <RowActions>
              <Button
                id={providerEditId(provider.id)}
                size="sm"
                variant="outline-primary"
                onClick={() => onEdit(provider)}
              >
                Edit
                <ForRow text={provider.label} />
              </Button>
              <Button
                id={providerToggleId(provider.id)}
                size="sm"
                variant="outline-secondary"
                aria-disabled={busyId === provider.id || undefined}
                onClick={() => busyId !== provider.id && onToggle(provider)}
              >
                {provider.enabled ? 'Disable' : 'Enable'}
                <ForRow text={provider.label} />
              </Button>
              <Button size="sm" variant="outline-danger" onClick={() => onRemove(provider)}>
                Remove…
                <ForRow text={provider.label} />
              </Button>
            </RowActions>
          </StackCell>
        </StackRow>
      ))}
    </StackTable>
  );
}
