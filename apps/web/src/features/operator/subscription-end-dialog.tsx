import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { SubscriptionBodySchema, type SubscriptionRow } from '@trellis/shared/operator-console';
import { TextField } from '../../components/text-field';
import { useChangeSubscriptionEnd } from './api/subscriptions';
import { placeServerErrors } from './server-failure';

const TITLE_ID = 'subscription-end-title';

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
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(({ endsOn }) => {
    if (change.isPending) return;
    setFailure(null);
    change.mutate(
      { userId: subscription.userId, endsOn },
      {
        onSuccess: onSaved,
        onError: (error) => setFailure(placeServerErrors(error, form.setError, ['endsOn'])),
      },
    );
  });

  return (
    <Modal
      show={show}
      onHide={onClose}
      onEntered={() => form.setFocus('endsOn')}
      onExited={onExited}
      aria-labelledby={TITLE_ID}
    >
      <Modal.Header closeButton>
        <Modal.Title id={TITLE_ID} as="h2" className="h5">
          Change the end date for {subscription.name}
        </Modal.Title>
      </Modal.Header>
      <Form onSubmit={onSubmit} noValidate>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              <strong>The end date could not be changed.</strong> {failure}
            </Alert>
          )}
          <TextField
            label="Last day of the subscription"
            type="date"
            requiredMarker
            hint={`${subscription.email}. Their access ends at the end of this day.`}
            error={form.formState.errors.endsOn?.message}
            {...form.register('endsOn')}
          />
        </Modal.Body>
        <Modal.Footer className="flex-wrap">
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={change.isPending || undefined}>
            {change.isPending ? 'Saving...' : 'Save end date'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
