import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { SSO_LIMITS, type SsoProviderView } from '@trellis/shared/sso';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Outcome } from '../../components/outcome';
import { useAnnouncement } from '../../hooks/use-announcement';
import { useRemoveSsoProvider, useSaveSsoProvider } from './api/district-sso';
import { SsoProviderDialog } from './sso-provider-dialog';
import { formValuesOf } from './sso-provider-values';
import { SsoProvidersTable } from './sso-providers-table';

/** The dialog open in the section; `open` turns false first so it can animate out. */
type OpenDialog =
  | { kind: 'form'; provider: SsoProviderView | null; open: boolean }
  | { kind: 'remove'; provider: SsoProviderView; open: boolean; confirmed: boolean };

/**
 * A district's providers: the table, "Add provider", and each row's Edit, Disable or Enable,
 * and Remove (confirmed, naming what goes with it). Outcomes are said in one live region.
 */
export function SsoProvidersSection({
  districtId,
  districtName,
  providers,
}: {
  districtId: string;
  districtName: string;
  providers: SsoProviderView[];
}) {
  const headingId = useId();
  const outcome = useAnnouncement();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const toggle = useSaveSsoProvider(districtId);
  const remove = useRemoveSsoProvider(districtId);
  const close = () => setDialog((current) => current && { ...current, open: false });
  const full = providers.length >= SSO_LIMITS.providers;

  const onToggle = (provider: SsoProviderView) => {
    const body = { ...formValuesOf(provider), enabled: !provider.enabled };
    toggle.mutate(
      { id: provider.id, body },
      {
        onSuccess: (saved) =>
          outcome.succeeded(`${saved.label} is ${saved.enabled ? 'enabled' : 'disabled'}.`),
        onError: (error) =>
          outcome.failed(
            `${provider.label} could not be ${provider.enabled ? 'disabled' : 'enabled'}.`,
            error,
          ),
      },
    );
  };

  const onRemove = (provider: SsoProviderView) => {
    if (remove.isPending) return;
    // The dialog closes once the list is read again without the provider, so focus has a
    // place to go that is not the removed row.
    const closeRemove = (confirmed: boolean) =>
      setDialog({ kind: 'remove', provider, open: false, confirmed });
    remove.mutate(provider.id, {
      onSuccess: () => {
        closeRemove(true);
        outcome.succeeded(`${provider.label} is removed.`);
      },
      onError: (error) => {
        closeRemove(false);
        outcome.failed(`${provider.label} could not be removed.`, error);
      },
    });
  };

  // After a removal the row's buttons are gone: focus goes to the section's heading. A
  // cancelled removal leaves focus where the dialog gave it back, on the row's button.
  const onRemoveExited = () => {
    if (dialog?.kind === 'remove' && dialog.confirmed) document.getElementById(headingId)?.focus();
    setDialog(null);
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h4" tabIndex={-1}>
        Providers
      </h2>
      <Button
        className="mb-3"
        aria-disabled={full || undefined}
        aria-describedby={full ? `${headingId}-full` : undefined}
        onClick={() => !full && setDialog({ kind: 'form', provider: null, open: true })}
      >
        Add provider
      </Button>
      {full && (
        <p id={`${headingId}-full`}>
          A district can have at most {SSO_LIMITS.providers} providers. Remove one to add another.
        </p>
      )}
      <Outcome notice={outcome.notice} failure={outcome.failure} />
      {providers.length === 0 ? (
        <p>
          No providers yet. To let staff sign in with their school account, choose Add provider.
        </p>
      ) : (
        <SsoProvidersTable
          providers={providers}
          busyId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
          onEdit={(provider) => setDialog({ kind: 'form', provider, open: true })}
          onToggle={onToggle}
          onRemove={(provider) =>
            setDialog({ kind: 'remove', provider, open: true, confirmed: false })
          }
        />
      )}
      {dialog?.kind === 'form' && (
        <SsoProviderDialog
          key={dialog.provider?.id ?? 'new'}
          show={dialog.open}
          districtId={districtId}
          provider={dialog.provider}
          onClose={close}
          onExited={() => setDialog(null)}
          onSaved={(saved) => {
            close();
            outcome.succeeded(
              dialog.provider
                ? `The changes to ${saved.label} are saved.`
                : `${saved.label} is added.`,
            );
          }}
        />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          show={dialog.open}
          question={`Remove the provider ${dialog.provider.label} from ${districtName}?`}
          detail="Staff can no longer sign in with it, and their accounts’ links to it are deleted with it. Their Trellis accounts and plans stay: they sign in with a password, a reset link or another provider."
          confirmLabel="Remove provider"
          onConfirm={() => onRemove(dialog.provider)}
          onCancel={close}
          onExited={onRemoveExited}
        />
      )}
    </section>
  );
}
