import type Stripe from 'stripe';
import { findCheckoutByProviderRef } from './checkout.repository';
import { type Buyer, type FulfilDeps, fulfilSubscription } from './checkout.service';

/** The buyer Stripe collected: its e-mail address and the name split at the first space. */
function buyerOf(session: Stripe.Checkout.Session): Buyer | null {
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

/** Handles a verified Stripe event; a paid checkout is fulfilled once, others are ignored. */
export async function handleStripeEvent(
  deps: FulfilDeps,
  event: Stripe.Event,
  log: { warn(msg: string): void },
) {
  if (event.type !== 'checkout.session.completed') return;
  const paid = event.data.object;
  const session = await findCheckoutByProviderRef(deps.db, paid.id);
  if (!session || session.status !== 'open') return; // a repeated delivery changes nothing
  const buyer = session.purpose === 'renewal' ? null : buyerOf(paid);
  if (session.purpose !== 'renewal' && !buyer) {
    // Nothing to create an account for; answering 200 stops Stripe re-sending a notice
    // that can never succeed. Support finds the payment in the log and in Stripe.
    log.warn(`Stripe checkout ${paid.id} was paid without an e-mail address; no account created`);
    return;
  }
  const outcome = await fulfilSubscription(deps, session, buyer);
  if (outcome === 'existing-account') {
    // The owner has been told by e-mail; support refunds or applies the payment by hand.
    log.warn(
      `Stripe checkout ${paid.id} was paid with the address of an existing account; no account created`,
    );
  }
}
