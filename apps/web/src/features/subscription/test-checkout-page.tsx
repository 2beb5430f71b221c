import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { type TestCheckoutPayBody, TestCheckoutPayBodySchema } from '@trellis/shared/checkout';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { TextField } from '../../components/text-field';
import { meQueryKey } from '../../hooks/use-me';
import { ApiRequestError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { testCheckoutQuery, usePayTestCheckout } from './api/checkout';

const FIELDS = ['firstName', 'lastName', 'email'] as const;

function BuyerForm({ id, price, renewal }: { id: string; price: string; renewal: boolean }) {
  const queryClient = useQueryClient();
  const pay = usePayTestCheckout(id);
  const form = useForm<TestCheckoutPayBody>({
    resolver: zodResolver(TestCheckoutPayBodySchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const { errors } = form.formState;
  const done = ({ url }: { url: string }) => {
    // A renewal changes the signed-in user's subscription: ask again who they are.
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    window.location.assign(url);
  };
  const onError = (error: Error) => void applyServerErrors(error, form.setError, FIELDS);
  const payLabel = pay.isPending ? 'Working...' : `Pay ${price} (test)`;

  if (renewal) {
    return (
      <Button
        size="lg"
        disabled={pay.isPending}
        onClick={() => pay.mutate({}, { onSuccess: done, onError })}
      >
        {payLabel}
      </Button>
    );
  }
  return (
    <Form
      noValidate
      onSubmit={form.handleSubmit((buyer) => pay.mutate(buyer, { onSuccess: done, onError }))}
    >
      <TextField
        label="First Name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...form.register('lastName')}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {pay.isError && !(pay.error instanceof ApiRequestError && pay.error.issues.length > 0) && (
        <Alert variant="danger">{pay.error.message}</Alert>
      )}
      <Button type="submit" size="lg" disabled={pay.isPending}>
        {payLabel}
      </Button>
    </Form>
  );
}

/**
 * /register/test-checkout/:id — the built-in test checkout, used when no payment provider
 * is configured. It says plainly that it is a test and that no money moves.
 */
export function TestCheckoutPage() {
  const { id = '' } = useParams();
  const checkout = useQuery(testCheckoutQuery(id));
  return (
    <section className="py-4 narrow-page">
      <PageHeading>Test Checkout</PageHeading>
      <Alert variant="warning">
        <strong>This is a test checkout.</strong> No card is asked for and no money moves. This
        Trellis installation has no payment provider configured.
      </Alert>
      {checkout.isPending && <LoadingIndicator />}
      {checkout.isError && (
        <p>There is no such checkout. Please start again from the registration page.</p>
      )}
      {checkout.data && checkout.data.status !== 'open' && (
        <p>
          This checkout has {checkout.data.status === 'paid' ? 'already been paid' : 'expired'}.
        </p>
      )}
      {checkout.data?.status === 'open' && (
        <>
          <p>
            {checkout.data.renewal
              ? 'One more year of Trellis'
              : 'Trellis individual licence, one year'}
            : <strong>{checkout.data.price}</strong>
          </p>
          <BuyerForm id={id} price={checkout.data.price} renewal={checkout.data.renewal} />
        </>
      )}
    </section>
  );
}
