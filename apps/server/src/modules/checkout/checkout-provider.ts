import type Stripe from 'stripe';
import type { Config } from '../../config';
import { createStripeClient, stripeCheckoutProvider } from './stripe-provider';

/** A payment provider: where the browser pays for a checkout session. */
export interface CheckoutProvider {
  name: 'test' | 'stripe';
  /** The payment page for a checkout session, and the provider's own id for it. */
  paymentUrl(session: { id: string; purpose: 'new' | 'renewal'; email: string | null }): Promise<{
    url: string;
    providerRef: string | null;
  }>;
}

/**
 * The built-in test checkout: a page of Trellis itself, clearly marked as a test, that
 * takes a name and e-mail and "pays" without money. The default, and what tests use.
 */
export const testCheckoutProvider: CheckoutProvider = {
  name: 'test',
  paymentUrl: async (session) => ({
    url: `/register/test-checkout/${session.id}`,
    providerRef: null,
  }),
};

/**
 * The payment provider this server uses, from the configuration: Stripe when
 * CHECKOUT_PROVIDER=stripe (config refuses it without both keys), else the test checkout.
 * Tests pass their own provider or a Stripe client that never reaches the network.
 */
export function choosePaymentProvider(
  config: Pick<Config, 'CHECKOUT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'PUBLIC_URL'>,
  given: { provider?: CheckoutProvider; stripe?: Stripe },
): { provider: CheckoutProvider; stripe: Stripe | undefined } {
  const stripe =
    given.stripe ??
    (config.STRIPE_SECRET_KEY ? createStripeClient(config.STRIPE_SECRET_KEY) : undefined);
  const provider =
    given.provider ??
    (config.CHECKOUT_PROVIDER === 'stripe' && stripe
      ? stripeCheckoutProvider(stripe, config.PUBLIC_URL)
      : testCheckoutProvider);
  return { provider, stripe };
}
