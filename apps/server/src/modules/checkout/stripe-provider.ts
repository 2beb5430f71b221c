import Stripe from 'stripe';
import { INDIVIDUAL_PRICE_CENTS } from '@trellis/shared/subscription';
import { paths } from '@trellis/shared/web-paths';
import type { CheckoutProvider } from './checkout-provider';

/** The Stripe API client for the configured secret key. */
export function createStripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey);
}

/**
 * Stripe Checkout: a hosted payment page for one year of the individual licence. Payment
 * is confirmed by the signed `checkout.session.completed` webhook, never by the redirect.
 */
export function stripeCheckoutProvider(stripe: Stripe, publicUrl: string): CheckoutProvider {
  return {
    name: 'stripe',
    async paymentUrl(session) {
      const created = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: INDIVIDUAL_PRICE_CENTS,
              product_data: {
                name:
                  session.purpose === 'renewal'
                    ? 'Trellis: one more year'
                    : 'Trellis individual licence, one year',
              },
            },
          },
        ],
        client_reference_id: session.id,
        ...(session.email ? { customer_email: session.email } : {}),
        success_url: `${publicUrl}${paths.register.completeAfterPayment(session.purpose)}`,
        cancel_url: `${publicUrl}${session.purpose === 'renewal' ? paths.dashboard : paths.register.individual}`,
      });
      if (!created.url) throw new Error('Stripe returned no checkout address');
      return { url: created.url, providerRef: created.id };
    },
  };
}
