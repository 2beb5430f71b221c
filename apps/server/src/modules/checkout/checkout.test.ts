import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessionCookiePolicy } from '../../http/session-cookie';
import { users } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { describeEachDatabase } from '../../../test/databases';
import { buildTestApp, testConfig, type TestApp } from '../../../test/test-app';
import { createSession, createUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import type { MailMessage, Mailer } from '../../mail/mailer';

// The suite serves an https PUBLIC_URL, so the session cookie carries the __Host- prefix.
const SESSION_COOKIE_NAME = sessionCookiePolicy({
  NODE_ENV: 'test',
  PUBLIC_URL: 'https://trellis.example.org',
}).name;

const buyer = { firstName: 'Ivy', lastName: 'Nguyen', email: 'ivy.nguyen@example.org' };
const PASSWORD = 'copper-meadow-lantern';

describeEachDatabase(
  'individual subscription: checkout and Complete Registration',
  (createDatabase) => {
    let database: Database;
    let app: TestApp;
    let now = new Date('2026-11-22T12:00:00Z');
    let ip = 0;
    const mails: MailMessage[] = [];
    const mailer: Mailer = {
      send: async (message) => {
        mails.push(message);
        return { id: String(mails.length), status: 'sent' };
      },
    };

    beforeAll(async () => {
      database = await createDatabase();
      app = await buildTestApp(database, {
        config: testConfig({ TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://trellis.example.org' }),
        clock: { now: () => now },
        mailer,
      });
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    const post = (
      url: string,
      payload: object,
      cookies?: Record<string, string>,
      client = `10.1.0.${(ip += 1)}`,
    ) =>
      app.inject({
        ...jsonRequest('POST', `/api/v1${url}`, payload, cookies),
        headers: { origin: 'https://trellis.example.org', 'x-forwarded-for': client },
      });
    /** The completion key in the newest "Choose your Trellis password" mail to `email`. */
    const mailedKey = (email: string) => {
      const mail = mails.filter((m) => m.to.includes(email)).at(-1);
      expect(mail?.subject).toBe('Choose your Trellis password');
      const link = mail?.links?.[0] ?? '';
      expect(link).toMatch(
        /^https:\/\/trellis\.example\.org\/register\/complete\?key=[A-Za-z0-9_-]{40,}$/,
      );
      return link.split('key=')[1] ?? '';
    };
    const get = (url: string, cookies?: Record<string, string>) =>
      app.inject({ method: 'GET', url: `/api/v1${url}`, cookies: cookies ?? {} });

    async function buy(details = buyer) {
      const started = await post('/checkout/start', {});
      expect(started.statusCode).toBe(200);
      const { url } = started.json();
      const id = String(url).replace('/register/test-checkout/', '');
      const paid = await post(`/checkout/test/${id}/pay`, details);
      return { id, paid };
    }

    it('sells a year, creates the account with a completion key, and sets the password once', async () => {
      const started = await post('/checkout/start', {});
      expect(started.json().url).toMatch(/^\/register\/test-checkout\/[0-9a-f-]{36}$/);
      const id = started.json().url.split('/').at(-1);
      expect((await get(`/checkout/test/${id}`)).json()).toEqual({
        id,
        status: 'open',
        renewal: false,
        price: '$39.95',
      });

      const incomplete = await post(`/checkout/test/${id}/pay`, { firstName: 'Ivy' });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
        'lastName',
        'email',
      ]);

      const paid = await post(`/checkout/test/${id}/pay`, buyer);
      expect(paid.statusCode).toBe(200);
      // The key goes to the mailbox, never to the browser: that proves the address.
      expect(paid.json()).toEqual({ url: '/register/complete?paid=new' });
      const key = mailedKey(buyer.email);

      const [user] = await database.db.select().from(users).where(eq(users.email, buyer.email));
      expect(user).toMatchObject({ accountType: 'individual', districtId: null });
      expect(user?.subscriptionExpiresAt?.toISOString()).toBe('2027-11-22T12:00:00.000Z');
      // Nobody can sign in before the password is set.
      const early = await post('/auth/login', { email: buyer.email, password: PASSWORD });
      expect(early.statusCode).toBe(401);

      expect((await post(`/checkout/test/${id}/pay`, buyer)).json().code).toBe('CHECKOUT_CLOSED');
      expect((await get(`/registration/complete/${key}`)).json()).toEqual({
        ...buyer,
        registeredAt: '2026-11-22T12:00:00.000Z',
      });

      const mismatch = await post('/registration/complete', {
        key,
        password: PASSWORD,
        confirm: 'other-words-here',
      });
      expect(mismatch.json().issues).toEqual([
        { path: 'confirm', message: 'Passwords do not match' },
      ]);
      const weak = await post('/registration/complete', {
        key,
        password: 'password1',
        confirm: 'password1',
      });
      expect(weak.json().code).toBe('WEAK_PASSWORD');

      const done = await post('/registration/complete', {
        key,
        password: PASSWORD,
        confirm: PASSWORD,
      });
      expect(done.statusCode).toBe(200);
      expect(done.json().user).toMatchObject({ email: buyer.email, accountType: 'individual' });
      expect(String(done.headers['set-cookie'])).toContain(`${SESSION_COOKIE_NAME}=`);

      const reused = await post('/registration/complete', {
        key,
        password: PASSWORD,
        confirm: PASSWORD,
      });
      expect(reused.statusCode).toBe(404);
      expect(reused.json()).toEqual({ code: 'INVALID_KEY', message: 'Invalid Key' });
      expect((await get(`/registration/complete/${key}`)).statusCode).toBe(404);
      expect(
        (await post('/auth/login', { email: buyer.email, password: PASSWORD })).statusCode,
      ).toBe(200);
    });

    it('answers a payment with a taken address exactly as a new one, and tells only the owner', async () => {
      const owner = await createUser(database.db, {
        email: 'taken@example.org',
        firstName: 'Rosa',
      });
      const before = mails.length;
      const taken = await buy({ ...buyer, email: 'TAKEN@example.org' });
      const fresh = await buy({ ...buyer, email: 'fresh@example.org' });
      expect(taken.paid.statusCode).toBe(fresh.paid.statusCode);
      expect(taken.paid.json()).toEqual(fresh.paid.json());
      expect(taken.paid.json()).toEqual({ url: '/register/complete?paid=new' });
      expect(Object.keys(taken.paid.headers).sort()).toEqual(
        Object.keys(fresh.paid.headers).sort(),
      );
      // Both checkouts are over, as after any payment.
      expect((await get(`/checkout/test/${taken.id}`)).json().status).toBe('paid');
      expect((await get(`/checkout/test/${fresh.id}`)).json().status).toBe('paid');

      // The existing account is untouched and no second account exists.
      const [unchanged] = await database.db.select().from(users).where(eq(users.id, owner.id));
      expect(unchanged).toEqual(owner);
      const holders = await database.db
        .select()
        .from(users)
        .where(eq(users.email, 'taken@example.org'));
      expect(holders).toHaveLength(1);

      const sent = mails.slice(before);
      expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
        [['taken@example.org'], 'Your Trellis payment: you already have an account'],
        [['fresh@example.org'], 'Choose your Trellis password'],
      ]);
      expect(sent[0]?.text).toContain('Hello Rosa,');
      expect(sent[0]?.text).not.toContain('key=');
    });

    it('limits test payments from one client address', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const started = await post('/checkout/start', {});
        const id = String(started.json().url).split('/').at(-1);
        const paid = await post(
          `/checkout/test/${id}/pay`,
          { ...buyer, email: `probe${attempt}@example.org` },
          undefined,
          '10.9.9.9',
        );
        statuses.push(paid.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    });

    it('refuses a completion key after seven days', async () => {
      await buy({ ...buyer, email: 'late@example.org' });
      const key = mailedKey('late@example.org');
      now = new Date(now.getTime() + 8 * 24 * 3600_000);
      expect((await get(`/registration/complete/${key}`)).json()).toEqual({
        code: 'INVALID_KEY',
        message: 'Invalid Key',
      });
    });

    it('keeps an expired subscriber out of the library until they renew for another year', async () => {
      const user = await createUser(database.db, {
        email: 'lapsed@example.org',
        accountType: 'individual',
        subscriptionExpiresAt: new Date(now.getTime() - 24 * 3600_000),
      });
      const { token } = await createSession(database.db, user.id, {
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 12 * 3600_000),
      });
      const cookies = { [SESSION_COOKIE_NAME]: token };
      const me = (await get('/me', cookies)).json();
      expect(me.user.subscriptionExpiresAt).toBe(
        new Date(now.getTime() - 24 * 3600_000).toISOString(),
      );
      const refused = await get('/content/need-categories', cookies);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('SUBSCRIPTION_ENDED');

      expect((await post('/checkout/start', { renew: true })).statusCode).toBe(403);
      const started = await post('/checkout/start', { renew: true }, cookies);
      const id = String(started.json().url).split('/').at(-1);
      expect((await get(`/checkout/test/${id}`)).json().renewal).toBe(true);
      expect((await post(`/checkout/test/${id}/pay`, {})).json()).toEqual({ url: '/dashboard' });
      const [renewed] = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(renewed?.subscriptionExpiresAt?.toISOString()).toBe(
        new Date(
          Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate(), 12),
        ).toISOString(),
      );
      expect((await get('/content/need-categories', cookies)).statusCode).toBe(200);

      // Renewing early adds the year to the end of the current one.
      const again = await post('/checkout/start', { renew: true }, cookies);
      await post(`/checkout/test/${String(again.json().url).split('/').at(-1)}/pay`, {});
      const [twice] = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(twice?.subscriptionExpiresAt?.getUTCFullYear()).toBe(now.getUTCFullYear() + 2);
    });
  },
);
