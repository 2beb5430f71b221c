import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckoutPaidResponseSchema,
  CheckoutStartBodySchema,
  CheckoutStartResponseSchema,
  CompleteRegistrationBodySchema,
  CompletionKeyResponseSchema,
  CompletionKeySchema,
  TestCheckoutPayBodySchema,
  TestCheckoutResponseSchema,
} from '@trellis/shared/checkout';
import { SignedInSchema } from '@trellis/shared/session';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import { setSessionCookie } from '../../http/session-cookie';
import { type CheckoutProvider, choosePaymentProvider } from './checkout-provider';
import {
  type CheckoutDeps,
  completeRegistration,
  completionInfo,
  payTestCheckout,
  startCheckout,
  testCheckout,
} from './checkout.service';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

const tags = ['checkout'];
const CheckoutIdSchema = z.object({ id: z.uuid('expected a checkout id') });

export type CheckoutRoutesOptions = Omit<CheckoutDeps, 'provider' | 'config'> & {
  config: Config;
  /** Overrides the provider the configuration chooses (tests). */
  provider?: CheckoutProvider;
  /** The Stripe client (tests pass one that never reaches the network). */
  stripe?: Stripe;
};

/**
 * Individual subscriptions: checkout with the configured payment provider, the built-in test
 * checkout, Complete Registration, and Stripe's webhook when Stripe is configured.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (
  app,
  options,
) => {
  const { provider, stripe } = choosePaymentProvider(options.config, options);
  const deps: CheckoutDeps = { ...options, provider };
  if (stripe && options.config.STRIPE_WEBHOOK_SECRET) {
    // A child plugin, so its raw-body parser stays its own; it inherits this one's prefix.
    await app.register(stripeWebhookRoutes, {
      db: deps.db,
      clock: deps.clock,
      mailer: deps.mailer,
      config: deps.config,
      stripe,
      webhookSecret: options.config.STRIPE_WEBHOOK_SECRET,
    });
  }

  app.post(
    '/checkout/start',
    {
      schema: {
        tags,
        summary: 'Start buying (or, signed in, renewing) the one-year individual licence',
        body: CheckoutStartBodySchema,
        response: { 200: CheckoutStartResponseSchema },
      },
    },
    (request) => startCheckout(deps, request.body.renew, request.user, request.ip),
  );

  app.get(
    '/checkout/test/:id',
    {
      schema: {
        tags,
        summary: 'The built-in test checkout (only with CHECKOUT_PROVIDER=test)',
        params: CheckoutIdSchema,
        response: { 200: TestCheckoutResponseSchema },
      },
    },
    (request) => testCheckout(deps, request.params.id),
  );

  app.post(
    '/checkout/test/:id/pay',
    {
      schema: {
        tags,
        summary:
          'Pay on the built-in test checkout: no money moves; the same answer for every address',
        params: CheckoutIdSchema,
        body: TestCheckoutPayBodySchema.partial(),
        response: { 200: CheckoutPaidResponseSchema },
      },
    },
    (request) => payTestCheckout(deps, request.params.id, request.body, request.ip),
  );

  app.get(
    '/registration/complete/:key',
    {
      schema: {
        tags,
        summary: 'Whose registration a completion key completes; 404 Invalid Key otherwise',
        params: z.object({ key: CompletionKeySchema }),
        response: { 200: CompletionKeyResponseSchema },
      },
    },
    (request) => completionInfo(deps, request.params.key),
  );

  app.post(
    '/registration/complete',
    {
      schema: {
        tags,
        summary: 'Set the password with a completion key (once) and sign in',
        body: CompleteRegistrationBodySchema,
        response: { 200: SignedInSchema },
      },
    },
    async (request, reply) => {
      const { token, expiresAt, signedIn } = await completeRegistration(deps, request.body);
      setSessionCookie(reply, token, expiresAt);
      return signedIn;
    },
  );
};
