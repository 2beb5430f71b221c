import {
  COMPLETION_KEY_DAYS,
  type CompleteRegistrationBody,
  TestCheckoutPayBodySchema,
} from '@trellis/shared/checkout';
import { INDIVIDUAL_PRICE_LABEL } from '@trellis/shared/subscription';
import type { SignedIn } from '@trellis/shared/session';
import { paths } from '@trellis/shared/web-paths';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createAccount, setPassword } from '../../domain/accounts/accounts';
import {
  findUserByEmail,
  findUserById,
  updateSubscriptionEnd,
} from '../../domain/accounts/users.repository';
import { startSession } from '../../domain/sessions/session-store';
import { AppError, validationFailed } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import { checkoutExistingAccountEmail } from '../../mail/templates/checkout-existing-account';
import { completeRegistrationEmail } from '../../mail/templates/complete-registration';
import type { CheckoutProvider } from './checkout-provider';
import {
  type CheckoutSession,
  findCheckoutSession,
  findUsableCompletionKey,
  insertCheckoutSession,
  insertCompletionKey,
  markCheckoutPaid,
  setProviderRef,
  spendCompletionKey,
} from './checkout.repository';
import { forgetSessions } from '../../domain/sessions/forget-sessions';

/** What fulfilling a paid checkout needs, whichever provider took the payment. */
export interface FulfilDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;
}

export interface CheckoutDeps extends FulfilDeps {
  limiter: RateLimiter;
  provider: CheckoutProvider;
}

/** Checkouts one address may start per hour. */
export const CHECKOUT_RULE: RateRule = { limit: 20, windowMs: 60 * 60_000 };
/** Test payments one address may submit per hour (each names an e-mail address). */
export const TEST_PAY_RULE: RateRule = { limit: 10, windowMs: 60 * 60_000 };
const DAY = 24 * 60 * 60_000;

/** What the browser is told after paying for a new licence: the link comes by e-mail. */
export const PAYMENT_RECEIVED_URL = paths.register.completeAfterPayment('new');

/** One year after `from`, on the same calendar day. */
export function oneYearAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

const INVALID_KEY = () => new AppError('INVALID_KEY', 'Invalid Key');
const ALREADY_PAID = () => new AppError('ALREADY_PAID', 'This checkout has already been paid.');

/** Starts buying a new individual licence, or renewing the signed-in individual's. */
export async function startCheckout(
  deps: CheckoutDeps,
  renew: boolean,
  user: SignedIn['user'] | null,
  ip: string,
) {
  await deps.limiter.consume(`checkout:ip:${ip}`, CHECKOUT_RULE);
  if (renew && user?.accountType !== 'individual') {
    throw new AppError('NOT_RENEWABLE', 'Only an individual subscription can be renewed here.');
  }
  const now = deps.clock.now();
  const purpose = renew ? 'renewal' : 'new';
  const session = await insertCheckoutSession(deps.db, {
    provider: deps.provider.name,
    purpose,
    userId: renew ? (user?.id ?? null) : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + DAY),
  });
  const payment = await deps.provider.paymentUrl({
    id: session.id,
    purpose,
    email: renew ? (user?.email ?? null) : null,
  });
  if (payment.providerRef) await setProviderRef(deps.db, session.id, payment.providerRef);
  return { url: payment.url };
}

async function testSession(deps: CheckoutDeps, id: string): Promise<CheckoutSession> {
  const session = await findCheckoutSession(deps.db, id);
  if (!session || session.provider !== 'test')
    throw new AppError('NOT_FOUND', 'There is no such checkout.');
  return session;
}

function statusOf(session: CheckoutSession, now: Date): 'open' | 'paid' | 'expired' {
  if (session.status === 'paid') return 'paid';
  return session.expiresAt <= now ? 'expired' : 'open';
}

/** What the test checkout page shows. */
export async function testCheckout(deps: CheckoutDeps, id: string) {
  const session = await testSession(deps, id);
  return {
    id: session.id,
    status: statusOf(session, deps.clock.now()),
    renewal: session.purpose === 'renewal',
    price: INDIVIDUAL_PRICE_LABEL,
  };
}

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
}

/** A year more for a renewing subscriber, from the later of now and the old end. */
async function renewSubscription(deps: FulfilDeps, session: CheckoutSession) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await markCheckoutPaid(tx, session.id, now))) throw ALREADY_PAID();
    const user = session.userId ? await findUserById(tx, session.userId) : undefined;
    if (!user) return;
    const end = user.subscriptionExpiresAt;
    await updateSubscriptionEnd(tx, user.id, oneYearAfter(end && end > now ? end : now), now);
  });
  if (session.userId) await forgetSessions(deps.db, { userId: session.userId });
}

/**
 * The new subscriber's account, with no password yet, and a single-use completion key; null
 * when the address already has an account (the unique index decides, so a race is safe).
 */
async function createSubscriber(deps: FulfilDeps, session: CheckoutSession, buyer: Buyer) {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await markCheckoutPaid(tx, session.id, now))) throw ALREADY_PAID();
      const user = await createAccount(tx, {
        ...buyer,
        password: null,
        accountType: 'individual',
        subscriptionExpiresAt: oneYearAfter(now),
        now,
      });
      const key = randomToken();
      await insertCompletionKey(tx, {
        tokenHash: hashToken(key),
        userId: user.id,
        checkoutSessionId: session.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + COMPLETION_KEY_DAYS * DAY),
      });
      return key;
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'EMAIL_IN_USE') return null;
    throw error;
  }
}

/** An existing account is never handed to whoever pays with its address: its owner is told. */
async function tellOwner(deps: FulfilDeps, session: CheckoutSession, email: string) {
  if (!(await markCheckoutPaid(deps.db, session.id, deps.clock.now()))) throw ALREADY_PAID();
  const owner = await findUserByEmail(deps.db, email);
  if (!owner) return;
  await deps.mailer.send(
    checkoutExistingAccountEmail({
      to: owner.email,
      firstName: owner.firstName,
      signInUrl: `${deps.config.PUBLIC_URL}${paths.signIn}`,
      supportEmail: deps.config.SUPPORT_EMAIL,
    }),
  );
}

/**
 * Gives what a paid checkout bought, for every payment provider: a year more for a renewal;
 * for a new subscriber an account and the e-mailed link to choose a password, or, when the
 * address already has an account, a notice to its owner and nothing else. Records the payment
 * once: a repeated notice gets 409 ALREADY_PAID and changes nothing.
 */
export async function fulfilSubscription(
  deps: FulfilDeps,
  session: CheckoutSession,
  buyer: Buyer | null,
): Promise<'renewed' | 'created' | 'existing-account'> {
  if (session.purpose === 'renewal') {
    await renewSubscription(deps, session);
    return 'renewed';
  }
  if (!buyer) throw new Error('a new subscription needs the buyer');
  const key = (await findUserByEmail(deps.db, buyer.email))
    ? null
    : await createSubscriber(deps, session, buyer);
  if (key === null) {
    await tellOwner(deps, session, buyer.email);
    return 'existing-account';
  }
  // The link reaches the buyer by e-mail, which also proves the address is theirs.
  await deps.mailer.send(
    completeRegistrationEmail({
      to: buyer.email,
      firstName: buyer.firstName,
      link: `${deps.config.PUBLIC_URL}${paths.register.completeWithKey(key)}`,
    }),
  );
  return 'created';
}

/**
 * The test checkout's Pay button: checks the buyer, then fulfils as a provider would. The
 * answer is the same whether or not the address already has an account. Limited per client
 * address.
 */
export async function payTestCheckout(deps: CheckoutDeps, id: string, body: unknown, ip: string) {
  await deps.limiter.consume(`checkout-pay:ip:${ip}`, TEST_PAY_RULE);
  const session = await testSession(deps, id);
  if (statusOf(session, deps.clock.now()) !== 'open') {
    throw new AppError('CHECKOUT_CLOSED', 'This checkout has ended. Please start again.');
  }
  let buyer: Buyer | null = null;
  if (session.purpose !== 'renewal') {
    const parsed = TestCheckoutPayBodySchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      throw validationFailed('Please check the highlighted fields.', issues);
    }
    buyer = parsed.data;
  }
  const outcome = await fulfilSubscription(deps, session, buyer);
  return { url: outcome === 'renewed' ? paths.dashboard : PAYMENT_RECEIVED_URL };
}

async function usableKey(deps: Pick<CheckoutDeps, 'db' | 'clock'>, key: string) {
  const row = await findUsableCompletionKey(deps.db, hashToken(key), deps.clock.now());
  if (!row) throw INVALID_KEY();
  return row;
}

/** Whose registration a completion key completes (Complete Registration's header). */
export async function completionInfo(deps: Pick<CheckoutDeps, 'db' | 'clock'>, key: string) {
  const { user } = await usableKey(deps, key);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    registeredAt: user.createdAt.toISOString(),
  };
}

/** Sets the new subscriber's password with a completion key (once) and signs them in. */
export async function completeRegistration(
  deps: Pick<CheckoutDeps, 'db' | 'clock'>,
  body: CompleteRegistrationBody,
) {
  const { key, user } = await usableKey(deps, body.key);
  const now = deps.clock.now();
  await setPassword(deps.db, user.id, body.password, now, {
    // Two submissions racing with one key: only the first sets the password.
    claim: async () => {
      if (!(await spendCompletionKey(deps.db, key.tokenHash, now))) throw INVALID_KEY();
    },
  });
  return startSession(deps, user.id);
}
