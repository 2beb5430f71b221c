import { useMutation } from '@tanstack/react-query';
import type { CheckoutStartResponseSchema } from '@trellis/shared/checkout';
import { apiRequest } from '../lib/api-client';

/**
 * Renews the signed-in individual's subscription for a year: starts the renewal checkout and
 * sends the browser to its payment page. The one way every Renew button works.
 */
export function useRenewal() {
  return useMutation({
    mutationFn: () =>
      apiRequest<typeof CheckoutStartResponseSchema>('/checkout/start', {
        method: 'POST',
        body: { renew: true },
      }),
    // The payment page may be another site's (the provider's), so the browser goes there.
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
