import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { checkoutSessions, users } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { ConfigError, loadConfig } from '../../config';
import { describeEachDatabase } from '../../../test/databases';
import { buildTestApp, testConfig, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/factories';
import { startTestSmtp } from '../../../test/smtp';
import { stripeCheckoutProvider } from './stripe-provider';

const SECRET = 'whsec_test_secret_for_trellis';
// A real Stripe client: only its offline parts (webhook signing and checking) are used.
const stripe = new Stripe('sk_test_offline');

function completedEvent(sessionId: string, email: string, name = 'Morgan Lee') {
  return {
    id: `evt_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        customer_details: { email, name },
        customer_email: null,
        payment_status: 'paid',
      },
    },
  };
}

describeEachDatabase('Stripe webhook', (createDatabase) => {
  let database: Database;
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  const now = new Date('2026-11-22T12:00:00Z');

  beforeAll(async () => {
    database = await createDatabase();
    smtp = await startTestSmtp();
    app = await buildTestApp(database, {
      config: testConfig({
        SMTP_URL: smtp.url,
        STRIPE_SECRET_KEY: 'sk_test_offline',
        STRIPE_WEBHOOK_SECRET: SECRET,
        PUBLIC_URL: 'https://trellis.example.org',
      }),
      clock: { now: () => now },
      stripe,
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await database.close();
  });

  async function openCheckout(
    ref: string,
    purpose: 'new' | 'renewal',
    userId: string | null = null,
  ) {
    await database.db.insert(checkoutSessions).values({
      provider: 'stripe',
      providerRef: ref,
      purpose,
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 24 * 3600_000),
    });
  }

  function deliver(event: object, signature?: string) {
    const payload = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/api/v1/checkout/stripe/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature':
          signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
    });
  }

  it('refuses an unsigned or wrongly signed notice', async () => {
    await openCheckout('cs_test_forged', 'new');
    const forged = await deliver(
      completedEvent('cs_test_forged', 'forger@example.org'),
      't=1,v1=deadbeef',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_SIGNATURE');
    const payload = JSON.stringify(completedEvent('cs_test_forged', 'forger@example.org'));
    const otherSecret = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    expect((await deliver(JSON.parse(payload), otherSecret)).statusCode).toBe(400);
    expect(
      await database.db.select().from(users).where(eq(users.email, 'forger@example.org')),
    ).toEqual([]);
  });

  it('creates the account on a paid checkout, once, and e-mails the link to choose a password', async () => {
    await openCheckout('cs_test_paid', 'new');
    const before = smtp.messages.length;
    const res = await deliver(completedEvent('cs_test_paid', 'morgan@example.org'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'morgan@example.org'));
    expect(user).toMatchObject({ firstName: 'Morgan', lastName: 'Lee', accountType: 'individual' });
    expect(user?.subscriptionExpiresAt?.toISOString()).toBe('2027-11-22T12:00:00.000Z');
    const mail = smtp.messages[before];
    expect(mail?.subject).toBe('Choose your Trellis password');
    expect(mail?.text).toMatch(
      /https:\/\/trellis\.example\.org\/register\/complete\?key=[A-Za-z0-9_-]{40,}/,
    );

    // Stripe delivers again: nothing new happens.
    expect((await deliver(completedEvent('cs_test_paid', 'morgan@example.org'))).statusCode).toBe(
      200,
    );
    expect(
      await database.db.select().from(users).where(eq(users.email, 'morgan@example.org')),
    ).toHaveLength(1);
    expect(smtp.messages).toHaveLength(before + 1);
  });

  it('accepts a paid notice without an e-mail address without creating anything', async () => {
    await openCheckout('cs_test_no_email', 'new');
    const event = completedEvent('cs_test_no_email', '');
    event.data.object.customer_details = { email: null, name: 'Nobody' } as never;
    const before = await database.db.select().from(users);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await database.db.select().from(users)).toHaveLength(before.length);
  });

  it('extends a renewing subscriber by a year; a payment with a taken address only tells the owner', async () => {
    const user = await createUser(database.db, {
      email: 'renewing@example.org',
      accountType: 'individual',
      subscriptionExpiresAt: new Date('2026-12-01T00:00:00Z'),
    });
    await openCheckout('cs_test_renewal', 'renewal', user.id);
    expect(
      (await deliver(completedEvent('cs_test_renewal', 'renewing@example.org'))).statusCode,
    ).toBe(200);
    const [renewed] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(renewed?.subscriptionExpiresAt?.toISOString()).toBe('2027-12-01T00:00:00.000Z');

    // The same fulfilment as the test checkout: no account is created or handed over, and
    // the owner learns that someone paid with their address.
    await openCheckout('cs_test_taken', 'new');
    const before = smtp.messages.length;
    const accounts = (await database.db.select().from(users)).length;
    expect(
      (await deliver(completedEvent('cs_test_taken', 'RENEWING@example.org'))).statusCode,
    ).toBe(200);
    expect(await database.db.select().from(users)).toHaveLength(accounts);
    const sent = smtp.messages.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Your Trellis payment: you already have an account');
    expect(sent[0]?.text).not.toContain('key=');
  });
});

describe('Stripe configuration and checkout', () => {
  it('refuses CHECKOUT_PROVIDER=stripe without its keys, naming them', () => {
    expect(() => loadConfig({ CHECKOUT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ CHECKOUT_PROVIDER: 'stripe' })).toThrow(
      'CHECKOUT_PROVIDER="stripe" needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  });

  it('asks Stripe for one year at $39.95, returning to Trellis', async () => {
    // Stripe's API cannot be reached from here: a stand-in records what would be sent.
    const sent: Stripe.Checkout.SessionCreateParams[] = [];
    const standIn = {
      checkout: {
        sessions: {
          create: async (params: Stripe.Checkout.SessionCreateParams) => {
            sent.push(params);
            return { id: 'cs_test_new', url: 'https://checkout.stripe.com/c/pay/cs_test_new' };
          },
        },
      },
    } as unknown as Stripe;
    const provider = stripeCheckoutProvider(standIn, 'https://trellis.example.org');
    const result = await provider.paymentUrl({ id: 'abc', purpose: 'new', email: null });
    expect(result).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_new',
      providerRef: 'cs_test_new',
    });
    expect(sent[0]).toMatchObject({
      mode: 'payment',
      client_reference_id: 'abc',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 3995 } }],
      success_url: 'https://trellis.example.org/register/complete?paid=new',
      cancel_url: 'https://trellis.example.org/register/individual',
    });
  });
});
