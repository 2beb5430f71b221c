import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  COMPLETION_KEY_DAYS,
  type CompleteRegistrationBody,
  INDIVIDUAL_PRICE_LABEL,
  TestCheckoutPayBodySchema,
} from '@trellis/shared/checkout';
import type { SignedIn } from '@trellis/shared/session';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { checkoutSessions, completionKeys, users } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import { checkoutExistingAccountEmail } from '../../mail/templates/checkout-existing-account';
import { completeRegistrationEmail } from '../../mail/templates/complete-registration';
import { startSession } from '../../sessions/session-store';
import { hashPassword, newPasswordProblem } from '../../accounts/password';
import { findUserByEmail } from '../../accounts/users.repository';
import type { CheckoutProvider } from './checkout-provider';

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  provider: CheckoutProvider;
}

/** Checkouts one address may start per hour. */
export const CHECKOUT_RULE: RateRule = { limit: 20, windowMs: 60 * 60_000 };
/** Test payments one address may submit per hour (each names an e-mail address). */
export const TEST_PAY_RULE: RateRule = { limit: 10, windowMs: 60 * 60_000 };
const DAY = 24 * 60 * 60_000;
/** A stored password hash that matches no password: set before Complete Registration. */
export const NO_PASSWORD_YET = '!no-password-yet';

type Session = typeof checkoutSessions.$inferSelect;

/** One year after `from`, on the same calendar day. */
export function oneYearAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

const INVALID_KEY = () => new AppError('INVALID_KEY', 'Invalid Key', 404);

/** Starts buying a new individual licence, or renewing the signed-in individual's. */
export async function startCheckout(
  deps: CheckoutDeps,
  renew: boolean,
  signedIn: SignedIn | null,
  ip: string,
) {
  await deps.limiter.consume(`checkout:ip:${ip}`, CHECKOUT_RULE);
  if (renew && signedIn?.user.accountType !== 'individual') {
    throw new AppError(
      'NOT_RENEWABLE',
      'Only an individual subscription can be renewed here.',
      403,
    );
  }
  const now = deps.clock.now();
  const purpose = renew ? 'renewal' : 'new';
  const [session] = await deps.db
    .insert(checkoutSessions)
    .values({
      provider: deps.provider.name,
      purpose,
      userId: renew ? (signedIn?.user.id ?? null) : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + DAY),
    })
    .returning();
  if (!session) throw new Error('checkout session insert returned nothing');
  const payment = await deps.provider.paymentUrl({
    id: session.id,
    purpose,
    email: renew ? (signedIn?.user.email ?? null) : null,
  });
  if (payment.providerRef) {
    await deps.db
      .update(checkoutSessions)
      .set({ providerRef: payment.providerRef })
      .where(eq(checkoutSessions.id, session.id));
  }
  return { url: payment.url };
}

async function openSession(deps: CheckoutDeps, id: string): Promise<Session> {
  const [session] = await deps.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, id));
  if (!session || session.provider !== 'test')
    throw new AppError('NOT_FOUND', 'There is no such checkout.', 404);
  return session;
}

function statusOf(session: Session, now: Date): 'open' | 'paid' | 'expired' {
  if (session.status === 'paid') return 'paid';
  return session.expiresAt <= now ? 'expired' : 'open';
}

/** What the test checkout page shows. */
export async function testCheckout(deps: CheckoutDeps, id: string) {
  const session = await openSession(deps, id);
  return {
    id: session.id,
    status: statusOf(session, deps.clock.now()),
    renewal: session.purpose === 'renewal',
    price: INDIVIDUAL_PRICE_LABEL,
  };
}

/**
 * Records a payment (once: a repeated notice finds the session already paid and does
 * nothing) and gives what was bought: a new account with a completion key, or a year more.
 * Returns where the buyer goes next.
 */
export async function fulfilCheckout(
  deps: Pick<CheckoutDeps, 'db' | 'clock'>,
  session: Session,
  buyer: { firstName: string; lastName: string; email: string } | null,
): Promise<{ url: string }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(checkoutSessions)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')))
      .returning();
    if (!claimed) throw new AppError('ALREADY_PAID', 'This checkout has already been paid.', 409);
    if (session.purpose === 'renewal' && session.userId) {
      const [user] = await tx.select().from(users).where(eq(users.id, session.userId));
      const from =
        user?.subscriptionExpiresAt && user.subscriptionExpiresAt > now
          ? user.subscriptionExpiresAt
          : now;
      await tx
        .update(users)
        .set({ subscriptionExpiresAt: oneYearAfter(from), updatedAt: now })
        .where(eq(users.id, session.userId));
      return { url: '/dashboard' };
    }
    if (!buyer) throw new Error('a new subscription needs the buyer');
    const [user] = await tx
      .insert(users)
      .values({
        ...buyer,
        passwordHash: NO_PASSWORD_YET,
        accountType: 'individual',
        subscriptionExpiresAt: oneYearAfter(now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    const key = randomToken();
    await tx.insert(completionKeys).values({
      tokenHash: hashToken(key),
      userId: user.id,
      checkoutSessionId: session.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + COMPLETION_KEY_DAYS * DAY),
    });
    return { url: `/register/complete?key=${key}` };
  });
}

/** What the browser is told after paying for a new licence: the link comes by e-mail. */
export const PAYMENT_RECEIVED_URL = '/register/complete?paid=new';

export type TestPayDeps = CheckoutDeps & {
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;
};

/**
 * The test checkout's Pay button: checks the buyer, then fulfils as a provider would. The
 * answer is the same whether or not the address already has an account: the completion
 * link goes to the mailbox (which also proves the address), and the owner of an existing
 * account is told there that nothing was created. Limited per client address.
 */
export async function payTestCheckout(deps: TestPayDeps, id: string, body: unknown, ip: string) {
  await deps.limiter.consume(`checkout-pay:ip:${ip}`, TEST_PAY_RULE);
  const session = await openSession(deps, id);
  if (statusOf(session, deps.clock.now()) !== 'open') {
    throw new AppError('CHECKOUT_CLOSED', 'This checkout has ended. Please start again.', 409);
  }
  if (session.purpose === 'renewal') return fulfilCheckout(deps, session, null);
  const parsed = TestCheckoutPayBodySchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', 'Please check the highlighted fields.', 400, issues);
  }
  const buyer = parsed.data;
  const created = (await findUserByEmail(deps.db, buyer.email))
    ? null
    : await fulfilCheckout(deps, session, buyer).catch(rethrowUnlessEmailTaken);
  if (created) {
    const link = `${deps.config.PUBLIC_URL}${created.url}`;
    await deps.mailer.send(completeRegistrationEmail({ ...buyer, to: buyer.email, link }));
  } else {
    await payWithoutAccount(deps, session, buyer.email);
  }
  return { url: PAYMENT_RECEIVED_URL };
}

/** Two payments racing for one new address: the unique index decides, the second gets none. */
function rethrowUnlessEmailTaken(error: unknown): null {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  if ((code ?? cause?.code) === '23505') return null;
  throw error;
}

/** An existing account is never handed to whoever pays with its address: its owner is told. */
async function payWithoutAccount(deps: TestPayDeps, session: Session, email: string) {
  const now = deps.clock.now();
  const [claimed] = await deps.db
    .update(checkoutSessions)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')))
    .returning();
  if (!claimed) throw new AppError('ALREADY_PAID', 'This checkout has already been paid.', 409);
  const owner = await findUserByEmail(deps.db, email);
  if (!owner) return;
  await deps.mailer.send(
    checkoutExistingAccountEmail({
      to: owner.email,
      firstName: owner.firstName,
      signInUrl: `${deps.config.PUBLIC_URL}/`,
      supportEmail: deps.config.SUPPORT_EMAIL,
    }),
  );
}

async function usableKey(deps: Pick<CheckoutDeps, 'db' | 'clock'>, key: string) {
  const [row] = await deps.db
    .select({ key: completionKeys, user: users })
    .from(completionKeys)
    .innerJoin(users, eq(users.id, completionKeys.userId))
    .where(
      and(
        eq(completionKeys.tokenHash, hashToken(key)),
        isNull(completionKeys.usedAt),
        gt(completionKeys.expiresAt, deps.clock.now()),
      ),
    );
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
  const problem = newPasswordProblem(body.password);
  if (problem)
    throw new AppError('WEAK_PASSWORD', problem, 400, [{ path: 'password', message: problem }]);
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const used = await deps.db
    .update(completionKeys)
    .set({ usedAt: now })
    .where(and(eq(completionKeys.tokenHash, key.tokenHash), isNull(completionKeys.usedAt)))
    .returning();
  // Two submissions racing with one key: only the first sets the password.
  if (used.length === 0) throw INVALID_KEY();
  await deps.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
  return startSession(deps, user.id);
}
