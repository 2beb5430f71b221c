import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SubscriptionBodySchema, type SubscriptionRow } from '@trellis/shared/operator-console';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { useChangeSubscriptionEnd } from './api/subscriptions';
import { useSaveFailure } from './server-failure';

const FIELDS = ['endsOn'] as const;

/** A new last day for an individual's subscription: a goodwill extension or a correction. */
export function SubscriptionEndDialog({
  show,
  subscription,
  onClose,
  onExited,
  onSaved,
}: {
  show: boolean;
  subscription: SubscriptionRow;
  onClose(): void;
  onExited(): void;
  onSaved(saved: SubscriptionRow): void;
}) {
  const form = useForm({
    resolver: zodResolver(SubscriptionBodySchema),
    defaultValues: { endsOn: subscription.endsOn ?? '' },
  });
  const change = useChangeSubscriptionEnd();
  const saveFailure = useSaveFailure('The end date could not be changed.', form.setError, FIELDS);

  const onSubmit = form.handleSubmit(({ endsOn }) => {
    if (change.isPending) return;
    saveFailure.clear();
    change.mutate(
      { userId: subscription.userId, endsOn },
      {
        onSuccess: onSaved,
        onError: saveFailure.failed,
      },
    );
  });

  return (
    <FormDialog
      show={show}
      title={`Change the end date for ${subscription.name}`}
      submitLabel="Save end date"
      busy={change.isPending}
      failure={saveFailure.failure}
      onSubmit={onSubmit}
      onHide={onClose}
      onExited={onExited}
    >
      <TextField
        label="Last day of the subscription"
        type="date"
        requiredMarker
        hint={`${subscription.email}. Their access ends at the end of this day.`}
        error={form.formState.errors.endsOn?.message}
        {...form.register('endsOn')}
      />
    </FormDialog>
  );
}
