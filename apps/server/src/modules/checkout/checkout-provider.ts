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
