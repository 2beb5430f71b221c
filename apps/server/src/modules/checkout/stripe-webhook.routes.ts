import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSessions } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../mail/mailer';
import { completeRegistrationEmail } from '../../mail/templates/complete-registration';
import { findUserByEmail } from '../../accounts/users.repository';
import { fulfilCheckout } from './checkout.service';

export interface StripeWebhookDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  stripe: Stripe;
  webhookSecret: string;
  publicUrl: string;
}

function buyerOf(session: Stripe.Checkout.Session) {
  const email = session.customer_details?.email ?? session.customer_email;
  if (!email) return null;
  const [first = 'Trellis', ...rest] = (session.customer_details?.name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return {
    email,
    firstName: first.slice(0, 64),
    lastName: (rest.join(' ') || 'Subscriber').slice(0, 64),
  };
}

/** Handles a paid Stripe checkout once; repeated deliveries of the event change nothing. */
async function onCheckoutCompleted(
  deps: StripeWebhookDeps,
  paid: Stripe.Checkout.Session,
  log: { warn(msg: string): void },
) {
  const [session] = await deps.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerRef, paid.id));
  if (!session || session.status !== 'open') return;
  if (session.purpose === 'renewal') {
    await fulfilCheckout(deps, session, null);
    return;
  }
  const buyer = buyerOf(paid);
  if (!buyer) {
    // Nothing to create an account for; answering 200 stops Stripe re-sending a notice
    // that can never succeed. Support finds the payment in the log and in Stripe.
    log.warn(`Stripe checkout ${paid.id} was paid without an e-mail address; no account created`);
    return;
  }
  if (await findUserByEmail(deps.db, buyer.email)) {
    // Never hand an existing account to a payer: support sorts this one out by hand.
    log.warn(
      `Stripe checkout ${paid.id} was paid with the address of an existing account; no account created`,
    );
    return;
  }
  const { url } = await fulfilCheckout(deps, session, buyer);
  // The link reaches the buyer by e-mail, which also proves the address is theirs.
  await deps.mailer.send(
    completeRegistrationEmail({
      to: buyer.email,
      firstName: buyer.firstName,
      link: `${deps.publicUrl}${url}`,
    }),
  );
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
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = deps.stripe.webhooks.constructEvent(
          request.body as Buffer,
          String(signature ?? ''),
          deps.webhookSecret,
        );
      } catch {
        throw new AppError('INVALID_SIGNATURE', 'The webhook signature is not valid.', 400);
      }
      if (event.type === 'checkout.session.completed')
        await onCheckoutCompleted(deps, event.data.object, request.log);
      return { received: true };
    },
  );
};
