import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  CheckoutPaidResponseSchema,
  CheckoutStartResponseSchema,
  CompletionKeyResponseSchema,
  TestCheckoutResponseSchema,
  CompleteRegistrationBody,
  TestCheckoutPayBody,
} from '@trellis/shared/checkout';
import type { SignedInSchema } from '@trellis/shared/session';
import { apiRequest } from '../../../lib/api-client';

/** `POST /checkout/start`: where to pay for a new individual licence. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: () =>
      apiRequest<typeof CheckoutStartResponseSchema>('/checkout/start', {
        method: 'POST',
        body: { renew: false },
      }),
  });
}

/** `GET /checkout/test/:id`: the built-in test checkout session. */
export function testCheckoutQuery(id: string) {
  return queryOptions({
    queryKey: ['checkout', 'test', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof TestCheckoutResponseSchema>(`/checkout/test/${encodeURIComponent(id)}`, {
        signal,
      }),
    retry: false,
  });
}

/** `POST /checkout/test/:id/pay`: "pays" on the test checkout. */
export function usePayTestCheckout(id: string) {
  return useMutation({
    mutationFn: (buyer: TestCheckoutPayBody | Record<string, never>) =>
      apiRequest<typeof CheckoutPaidResponseSchema>(
        `/checkout/test/${encodeURIComponent(id)}/pay`,
        {
          method: 'POST',
          body: buyer,
        },
      ),
  });
}

/** `GET /registration/complete/:key`: whose registration a key completes. */
export function completionKeyQuery(key: string) {
  return queryOptions({
    queryKey: ['registration', 'complete', key],
    queryFn: ({ signal }) =>
      apiRequest<typeof CompletionKeyResponseSchema>(
        `/registration/complete/${encodeURIComponent(key)}`,
        {
          signal,
        },
      ),
    retry: false,
  });
}

/** `POST /registration/complete`: sets the password and signs in. */
export function useCompleteRegistration() {
  return useMutation({
    mutationFn: (body: CompleteRegistrationBody) =>
      apiRequest<typeof SignedInSchema>('/registration/complete', { method: 'POST', body }),
  });
}
