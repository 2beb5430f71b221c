import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../errors';
import type { FulfilDeps } from './checkout.service';
import { handleStripeEvent } from './stripe-webhook.service';

export interface StripeWebhookDeps extends FulfilDeps {
  stripe: Stripe;
  webhookSecret: string;
}

/**
 * `POST /checkout/stripe/webhook`: Stripe's signed notices. The body is kept raw, because
 * the signature covers the exact bytes; an unsigned or wrongly signed call is refused.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookDeps> = async (app, deps) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/checkout/stripe/webhook',
    {
      config: { crossSite: true },
      schema: { tags: ['checkout'], summary: 'Stripe webhook (signed)', hide: true },
    },
    async (request) => {
      let event: Stripe.Event;
      try {
        event = deps.stripe.webhooks.constructEvent(
          request.body as Buffer,
          String(request.headers['stripe-signature'] ?? ''),
          deps.webhookSecret,
        );
      } catch {
        throw new AppError('INVALID_SIGNATURE', 'The webhook signature is not valid.');
      }
      await handleStripeEvent(deps, event, request.log);
      return { received: true };
    },
  );
};
