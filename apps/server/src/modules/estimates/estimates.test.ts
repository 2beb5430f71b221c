import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EstimateRequestBody } from '@trellis/shared/estimate';
import { estimateRequests } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { createMailer } from '../../mail/mailer';
import { createRateLimiter } from '../../lib/rate-limiter';
import { describeEachDatabase } from '../../../test/databases';
import { buildTestApp, testConfig, type TestApp } from '../../../test/test-app';
import { jsonRequest } from '../../../test/http';
import { startTestSmtp } from '../../../test/smtp';
import { retryUnsentEstimates } from './estimates.service';

const form: EstimateRequestBody = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana@maplegrove.k12.us',
  phone: '(555) 010-2000',
  schoolName: 'Maple Grove School District',
  address1: '100 Main Street',
  address2: '',
  city: 'Maple Grove',
  state: 'MN',
  zipCode: '55311',
  students: 123_456,
};

describeEachDatabase('district estimate requests', (createDatabase) => {
  let database: Database;
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let now = new Date('2026-11-22T15:30:00Z');
  let ip = 0;
  const clock = { now: () => now };

  beforeAll(async () => {
    database = await createDatabase();
    smtp = await startTestSmtp();
    app = await buildTestApp(database, {
      config: testConfig({
        SMTP_URL: smtp.url,
        SALES_EMAIL: 'sales@trellis.example',
        TRUST_PROXY: '127.0.0.1',
      }),
      clock,
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await database.close();
  });

  const send = (body: object, from = `10.0.0.${(ip += 1)}`) =>
    app.inject({
      ...jsonRequest('POST', '/api/v1/estimate-requests', body),
      headers: { origin: 'http://localhost:3000', 'x-forwarded-for': from },
    });

  it('stores the request with the server’s estimate and e-mails sales, Reply-To the requestor', async () => {
    const before = smtp.messages.length;
    const res = await send({ ...form, estimate: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, estimate: 62_328 });
    const [row] = await database.db
      .select()
      .from(estimateRequests)
      .where(eq(estimateRequests.email, form.email));
    expect(row).toMatchObject({
      students: 123_456,
      estimate: 62_328,
      mailStatus: 'sent',
      mailAttempts: 1,
    });
    const mail = smtp.messages[before];
    expect(mail?.subject).toBe('Trellis: School District Estimate Request');
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('sales@trellis.example');
    expect(mail?.replyTo?.text).toBe('dana@maplegrove.k12.us');
    for (const part of [
      'Dana Whitfield',
      '(555) 010-2000',
      'Maple Grove School District',
      '100 Main Street',
      'Maple Grove, MN 55311',
      '123,456',
      '$62,328.00',
      'November 22, 2026',
    ]) {
      expect(mail?.text).toContain(part);
      expect(mail?.html).toContain(part.replace('&', '&amp;'));
    }
  });

  it('refuses a bad form at each field, storing nothing', async () => {
    const res = await send({
      ...form,
      firstName: ' ',
      email: 'dana@school',
      zipCode: '553110',
      students: 2_000_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'firstName', message: 'Required' },
      { path: 'email', message: 'Invalid email address' },
      { path: 'zipCode', message: 'Must be at most 5 characters' },
      { path: 'students', message: 'At most 1,000,000 students' },
    ]);
    const rows = await database.db
      .select()
      .from(estimateRequests)
      .where(eq(estimateRequests.email, 'dana@school'));
    expect(rows).toEqual([]);
  });

  it('keeps the request when mail fails and sends it on a later retry', async () => {
    const down = await buildTestApp(database, {
      config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:1', TRUST_PROXY: '127.0.0.1' }),
      clock,
    });
    try {
      const res = await down.inject({
        ...jsonRequest('POST', '/api/v1/estimate-requests', {
          ...form,
          email: 'retry@school.org',
          students: 10,
        }),
        headers: { origin: 'http://localhost:3000', 'x-forwarded-for': '10.9.9.9' },
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await down.close();
    }
    const stored = () =>
      database.db
        .select()
        .from(estimateRequests)
        .where(eq(estimateRequests.email, 'retry@school.org'));
    expect((await stored())[0]).toMatchObject({
      mailStatus: 'pending',
      mailAttempts: 1,
      estimate: 605,
    });

    const before = smtp.messages.length;
    const deps = {
      db: database.db,
      clock,
      limiter: createRateLimiter(database.db, clock),
      mailer: createMailer({
        config: testConfig({ SMTP_URL: smtp.url }),
        db: database.db,
        log: app.log,
      }),
      config: { SALES_EMAIL: 'sales@trellis.example' },
    };
    // Too soon: the retry waits five minutes after an attempt.
    expect(await retryUnsentEstimates(deps)).toBe(0);
    now = new Date(now.getTime() + 6 * 60_000);
    expect(await retryUnsentEstimates(deps)).toBe(1);
    expect((await stored())[0]).toMatchObject({ mailStatus: 'sent', mailAttempts: 2 });
    expect(smtp.messages[before]?.replyTo?.text).toBe('retry@school.org');
    expect(await retryUnsentEstimates(deps)).toBe(0);
  });

  it('sends a pending request once when two servers retry at the same moment', async () => {
    const down = await buildTestApp(database, {
      config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:1', TRUST_PROXY: '127.0.0.1' }),
      clock,
    });
    try {
      await down.inject({
        ...jsonRequest('POST', '/api/v1/estimate-requests', {
          ...form,
          email: 'twice@school.org',
          students: 20,
        }),
        headers: { origin: 'http://localhost:3000', 'x-forwarded-for': '10.9.9.10' },
      });
    } finally {
      await down.close();
    }
    now = new Date(now.getTime() + 6 * 60_000);
    const server = () => ({
      db: database.db,
      clock,
      limiter: createRateLimiter(database.db, clock),
      mailer: createMailer({
        config: testConfig({ SMTP_URL: smtp.url }),
        db: database.db,
        log: app.log,
      }),
      config: { SALES_EMAIL: 'sales@trellis.example' },
    });
    const before = smtp.messages.filter((mail) => mail.replyTo?.text === 'twice@school.org').length;
    const sent = await Promise.all([
      retryUnsentEstimates(server()),
      retryUnsentEstimates(server()),
    ]);
    expect(sent[0] + sent[1]).toBe(1);
    const after = smtp.messages.filter((mail) => mail.replyTo?.text === 'twice@school.org').length;
    expect(after - before).toBe(1);
  });

  it('limits requests from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await send({ ...form, email: `n${i}@school.org` }, '10.7.7.7')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('retries every due request even when one attempt fails outright, then reports it', async () => {
    const down = await buildTestApp(database, {
      config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:1', TRUST_PROXY: '127.0.0.1' }),
      clock,
    });
    try {
      for (const [email, address] of [
        ['first@school.org', '10.9.9.21'],
        ['second@school.org', '10.9.9.22'],
      ]) {
        await down.inject({
          ...jsonRequest('POST', '/api/v1/estimate-requests', { ...form, email, students: 30 }),
          headers: { origin: 'http://localhost:3000', 'x-forwarded-for': address },
        });
      }
    } finally {
      await down.close();
    }
    now = new Date(now.getTime() + 6 * 60_000);
    const real = createMailer({
      config: testConfig({ SMTP_URL: smtp.url }),
      db: database.db,
      log: app.log,
    });
    const deps = {
      db: database.db,
      clock,
      limiter: createRateLimiter(database.db, clock),
      // The first request's attempt throws (as a lost database connection would).
      mailer: {
        send: (message: Parameters<typeof real.send>[0]) =>
          message.replyTo === 'first@school.org'
            ? Promise.reject(new Error('connection lost'))
            : real.send(message),
      },
      config: { SALES_EMAIL: 'sales@trellis.example' },
    };
    await expect(retryUnsentEstimates(deps)).rejects.toThrow('connection lost');
    const [second] = await database.db
      .select()
      .from(estimateRequests)
      .where(eq(estimateRequests.email, 'second@school.org'));
    expect(second?.mailStatus).toBe('sent');
  });
});
