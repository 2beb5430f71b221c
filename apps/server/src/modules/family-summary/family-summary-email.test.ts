import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FAMILY_EMAILS_PER_HOUR } from '@trellis/shared/family-summary';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict, createSignedInUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { pdfText } from '../../../test/pdf-text';
import { plansApi } from '../../../test/plans-api';
import { startTestSmtp } from '../../../test/smtp';
import { buildTestApp, testConfig, type TestApp } from '../../../test/test-app';

// The family summary by e-mail (issue 24): to one family address, in the chosen language(s),
// the PDF attached, Reply-To the sender, no link, the note escaped; 20 an hour per user,
// counted so parallel requests cannot pass it; refused for an archived plan.

const NOW = new Date('2026-11-24T09:00:00Z');
const STATE = {
  strengths: [],
  needs: [],
  plan: [
    { key: 'L1', title: 'Audiobooks' },
    { key: 'A1', title: 'Extended Time' },
  ],
};

describeEachDatabase('the family summary by e-mail', (createDatabase) => {
  let database: Database;
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  const cookies: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    database = await createDatabase();
    smtp = await startTestSmtp();
    app = await buildTestApp(database, {
      config: testConfig({ SMTP_URL: smtp.url }),
      clock: { now: () => NOW },
    });
    const maple = await createDistrict(database.db, { name: 'Maple Grove Schools' });
    for (const first of ['Rosa', 'Paula', 'Quinn']) {
      const { cookies: signedIn } = await createSignedInUser(
        database.db,
        {
          firstName: first,
          lastName: 'Diaz',
          email: `${first.toLowerCase()}@school.example.org`,
          accountType: 'district',
          districtId: maple.id,
        },
        NOW,
      );
      cookies[first] = signedIn;
    }
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await database.close();
  });

  const newPlan = async (who = 'Rosa') => {
    const plans = plansApi(() => app, cookies[who] ?? {});
    const plan = (await plans.create({ label: 'José', planType: 'IEP' })).json();
    expect((await plans.saveState(plan.id, { state: STATE, version: 1 })).statusCode).toBe(200);
    return plan.id as string;
  };
  const send = (planId: string, body: object, who = 'Rosa') =>
    app.inject(
      jsonRequest('POST', `/api/v1/plans/${planId}/family-summary/email`, body, cookies[who]),
    );

  it('sends the summary PDF in Spanish to the family, Reply-To the sender, with no link', async () => {
    const planId = await newPlan();
    const before = smtp.messages.length;
    const res = await send(planId, {
      to: 'familia@example.com',
      language: 'es',
      note: 'Hola <b>familia</b>\n\nNos vemos el martes.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, to: 'familia@example.com' });
    const mail = smtp.messages[before];
    if (!mail) throw new Error('no message');
    expect(mail.subject).toBe('Resumen para la familia de José, de Rosa Diaz');
    expect(mail.replyTo?.text).toBe('rosa@school.example.org');
    expect(mail.text).toContain('No necesita una cuenta para leerlo.');
    expect(mail.text).toContain('Hola <b>familia</b>');
    expect(mail.html).toContain('lang="es-US"');
    expect(mail.html).toContain('Hola &lt;b&gt;familia&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>familia');
    for (const body of [mail.text ?? '', mail.html || '']) {
      expect(body).not.toMatch(/https?:\/\//);
      expect(body).not.toContain('href');
    }
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe('family-summary-jose-es.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    expect(await pdfText(attachment?.content as Buffer)).toContain('Resumen para la familia: José');
    const [recorded] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Resumen para la familia de José, de Rosa Diaz'));
    expect(recorded).toMatchObject({
      kind: 'family-summary',
      recipients: ['familia@example.com'],
      replyTo: 'rosa@school.example.org',
      status: 'sent',
    });
  });

  it('writes both languages, English first, the Spanish part marked as Spanish', async () => {
    const planId = await newPlan();
    const before = smtp.messages.length;
    expect((await send(planId, { to: 'family@example.com', language: 'en-es' })).statusCode).toBe(
      200,
    );
    const mail = smtp.messages[before];
    expect(mail?.subject).toBe(
      'Family summary for José from Rosa Diaz / Resumen para la familia de José, de Rosa Diaz',
    );
    const text = mail?.text ?? '';
    expect(text.indexOf('You do not need an account')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('No necesita una cuenta')).toBeGreaterThan(
      text.indexOf('You do not need an account'),
    );
    expect(mail?.html).toContain('<html lang="en-US">');
    expect(mail?.html).toContain('<p lang="es-US">');
    expect(mail?.attachments[0]?.filename).toBe('family-summary-jose-en-es.pdf');
  });

  it('refuses a bad address at `to`, and an archived plan with 409', async () => {
    const planId = await newPlan();
    const bad = await send(planId, { to: 'not an address\nBcc: x@example.com', language: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('"to"');
    const archived = await plansApi(() => app, cookies.Rosa ?? {}).update(planId, {
      archived: true,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const refused = await send(planId, { to: 'family@example.com', language: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PLAN_ARCHIVED');
  });

  it(`allows ${FAMILY_EMAILS_PER_HOUR} an hour per user: the 21st is 429, also in parallel`, async () => {
    const planId = await newPlan('Paula');
    const serial = [];
    for (let i = 0; i < FAMILY_EMAILS_PER_HOUR; i += 1) {
      serial.push(
        (await send(planId, { to: 'family@example.com', language: 'en' }, 'Paula')).statusCode,
      );
    }
    expect(serial.every((status) => status === 200)).toBe(true);
    const over = await send(planId, { to: 'family@example.com', language: 'en' }, 'Paula');
    expect(over.statusCode).toBe(429);

    // Another user sends 25 at once: exactly the hour's allowance gets through.
    const parallelPlan = await newPlan('Quinn');
    const all = await Promise.all(
      Array.from({ length: FAMILY_EMAILS_PER_HOUR + 5 }, () =>
        send(parallelPlan, { to: 'family@example.com', language: 'en' }, 'Quinn'),
      ),
    );
    const statuses = all.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(FAMILY_EMAILS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  }, 120_000);

  it('answers 502 MAIL_FAILED when the mail server cannot take it, recorded as failed', async () => {
    const failing = await buildTestApp(database, {
      // Nothing listens on port 9 of loopback: the connection is refused at once.
      config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:9' }),
      clock: { now: () => NOW },
    });
    try {
      const planId = await newPlan();
      const res = await failing.inject(
        jsonRequest(
          'POST',
          `/api/v1/plans/${planId}/family-summary/email`,
          { to: 'unreachable@example.com', language: 'en' },
          cookies.Rosa,
        ),
      );
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('MAIL_FAILED');
      const recorded = (
        await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'family-summary'))
      ).find((row) => row.recipients.includes('unreachable@example.com'));
      expect(recorded?.status).toBe('failed');
    } finally {
      await failing.close();
    }
  });
});
