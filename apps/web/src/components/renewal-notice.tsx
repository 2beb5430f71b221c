import { useMutation } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { CheckoutStartResponseSchema, INDIVIDUAL_PRICE_LABEL } from '@trellis/shared/checkout';
import { apiRequest } from '../lib/api-client';
import { instantDayText } from '../lib/dates';

/**
 * Tells an individual whose year has passed that the builder is closed until they renew,
 * with the way to renew (checkout for another year).
 */
export function RenewalNotice({ endedAt }: { endedAt: string }) {
  const renew = useMutation({
    mutationFn: () =>
      apiRequest('/checkout/start', CheckoutStartResponseSchema, {
        method: 'POST',
        body: { renew: true },
      }),
    // The payment page may be another site's (the provider's), so the browser goes there.
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <Alert variant="warning" className="my-4" role="status">
      <Alert.Heading as="h2" className="h5">
        Your subscription has ended
      </Alert.Heading>
      <p>
        Your Trellis subscription ended on {instantDayText(endedAt)}. Renew it for another year (
        {INDIVIDUAL_PRICE_LABEL}) to keep using the builder, browse and search. Your saved plan is
        kept.
      </p>
      <Button onClick={() => renew.mutate()} disabled={renew.isPending}>
        {renew.isPending ? 'Working...' : 'Renew for One Year'}
      </Button>
      {renew.isError && (
        <p className="mt-2 mb-0">The renewal could not be started. Please try again.</p>
      )}
    </Alert>
  );
}
