import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlanEmailBody, PlanExportBody } from '@trellis/shared/plan-export';
import { eq } from 'drizzle-orm';
import { mailOutbox, rateLimits } from '../../db/schema/index';
import { PLAN_EMAIL_RULE } from './plan.service';
import { describeEachDatabase } from '../../../test/databases';
import { buildTestApp, testConfig, type TestApp } from '../../../test/test-app';
import { createDistrict, createSession, createUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { pdfPageCount, pdfText } from '../../../test/pdf-text';
import { startTestSmtp } from '../../../test/smtp';
import type { Database } from '../../db/client';
import { SESSION_COOKIE } from '@trellis/shared/session';

const now = new Date('2026-11-22T10:00:00Z');

const body: PlanExportBody = {
  builder: {
    strengths: [
      { id: 'visual-learner', name: 'Visual Learner' },
      { id: 'cs000', name: 'Draws comics − every day' },
    ],
    needs: [
      {
        id: 'anxiety',
        name: 'Anxiety',
        category: 'Social / Emotional / Behavioral Needs',
        priority: 1.5,
      },
      {
        id: 'decoding',
        name: 'Decoding and Word Recognition',
        category: 'Learning Needs',
        priority: 0.5,
      },
      { id: 'cn000', name: 'Copying from the board', category: null, priority: 1 },
    ],
  },
  plan: ['L1', 'A1', 'B1'],
};

describeEachDatabase('plan export and e-mail', (createDatabase) => {
  let database: Database;
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let cookies: Record<string, string>;
  const people: Record<string, { id: string; email: string }> = {};

  async function signedInMember(districtId: string | null, first: string, last: string) {
    const user = await createUser(database.db, {
      firstName: first,
      lastName: last,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@example.org`,
      accountType: districtId ? 'district' : 'individual',
      districtId,
    });
    const { token } = await createSession(database.db, user.id, {
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 12 * 3600_000),
    });
    people[first] = user;
    return { [SESSION_COOKIE]: token };
  }

  beforeAll(async () => {
    database = await createDatabase();
    smtp = await startTestSmtp();
    app = await buildTestApp(database, {
      config: testConfig({ SMTP_URL: smtp.url }),
      clock: { now: () => now },
    });
    const maple = await createDistrict(database.db, { name: 'Maple Grove Schools' });
    const other = await createDistrict(database.db, { name: 'Cedar Falls District' });
    cookies = await signedInMember(maple.id, 'Rosa', 'Diaz');
    await signedInMember(maple.id, 'Ben', 'Zimmer');
    await signedInMember(maple.id, 'Ana', 'Abbott');
    await signedInMember(maple.id, 'Carl', 'abbott');
    await signedInMember(other.id, 'Olga', 'Outsider');
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await database.close();
  });

  const post = (url: string, payload: object, cookie = cookies) =>
    app.inject(jsonRequest('POST', `/api/v1/plan/${url}`, payload, cookie));
  const email = (extra: Partial<PlanEmailBody>) =>
    post('email', { ...body, personnel: [], otherEmails: '', message: '', ...extra });

  it('answers 401 to every plan call when signed out', async () => {
    for (const url of ['pdf', 'data-form', 'email']) {
      expect((await app.inject(jsonRequest('POST', `/api/v1/plan/${url}`, body))).statusCode).toBe(
        401,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/plan/personnel' })).statusCode).toBe(
      401,
    );
  });

  it('renders the plan PDF with every item, the strengths and the needs with priorities', async () => {
    const res = await post('pdf', body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="trellis-plan-2026-11-22.pdf"; filename*=UTF-8''trellis-plan-2026-11-22.pdf`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Accommodation Plan');
    expect(text).toContain('Student Name:');
    expect(text).toContain(
      'Prepared by Rosa Diaz, Maple Grove Schools with Trellis on November 22, 2026',
    );
    for (const strength of ['Visual Learner', 'Draws comics − every day'])
      expect(text).toContain(strength);
    expect(text).toContain('Anxiety — High priority');
    expect(text).toContain('Decoding and Word Recognition — Low priority');
    expect(text).toContain('OTHER NEEDS Copying from the board — Medium priority');
    const library = (
      await app.inject({ method: 'GET', url: '/api/v1/content/accommodations/L1', cookies })
    ).json();
    for (const key of body.plan) {
      const item = (
        await app.inject({ method: 'GET', url: `/api/v1/content/accommodations/${key}`, cookies })
      ).json();
      expect(text).toContain(`${key} · ${item.title}`);
    }
    expect(text).toContain(library.subtitle);
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('renders the data form with one section per item and the chosen needs each addresses', async () => {
    const res = await post('data-form', body);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="trellis-data-form-2026-11-22.pdf"; filename*=UTF-8''trellis-data-form-2026-11-22.pdf`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Adaptation Data Form');
    expect(text.match(/Needs addressed:/g)).toHaveLength(3);
    // A1 lists Anxiety and Decoding; B1 lists Anxiety (and Organization, not chosen).
    expect(text).toContain('Needs addressed: Anxiety (High), Decoding and Word Recognition (Low)');
    for (const column of ['Date', 'Provided?', 'Student used?', 'How well it worked', 'Notes']) {
      expect(text).toContain(column);
    }
    expect(await pdfPageCount(res.rawPayload)).toBeGreaterThanOrEqual(2);
  });

  it('refuses unknown keys and an empty plan, naming what is wrong', async () => {
    const unknown = await post('pdf', { ...body, plan: ['L1', 'L99'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The plan names accommodations that are not in the library.',
      issues: [{ path: 'plan.1', message: 'unknown accommodation "L99"' }],
    });
    const empty = await post('data-form', { ...body, plan: [] });
    expect(empty.json().issues).toEqual([
      { path: 'plan', message: 'Add at least one accommodation to the plan first.' },
    ]);
  });

  it('lists the colleagues of the same district only, by last then first name', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/plan/personnel', cookies });
    expect(
      res
        .json()
        .personnel.map(
          (p: { firstName: string; lastName: string }) => `${p.lastName}, ${p.firstName}`,
        ),
    ).toEqual(['Abbott, Ana', 'abbott, Carl', 'Zimmer, Ben']);
    const individual = await signedInMember(null, 'Ivy', 'Alone');
    const alone = await app.inject({
      method: 'GET',
      url: '/api/v1/plan/personnel',
      cookies: individual,
    });
    expect(alone.json()).toEqual({ personnel: [] });
  });

  it('e-mails the plan PDF to colleagues and other addresses, Reply-To the sender', async () => {
    const before = smtp.messages.length;
    const res = await email({
      personnel: [people.Ben?.id ?? ''],
      otherEmails: '\n  parent@example.com \nben.zimmer@example.org\n',
      message:
        'Hi team,\n\nHere is the plan for Thursday. <b>Bring notes</b> <script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      recipients: ['ben.zimmer@example.org', 'parent@example.com'],
    });
    const mail = smtp.messages[before];
    expect(mail?.subject).toBe('Trellis accommodation plan from Rosa Diaz');
    expect(mail?.replyTo?.text).toBe('rosa.diaz@example.org');
    expect(mail?.text).toContain(
      'Here is the plan for Thursday. <b>Bring notes</b> <script>alert(1)</script>',
    );
    expect(mail?.html).toContain(
      '&lt;b&gt;Bring notes&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(mail?.html).not.toContain('<script>');
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toBe('trellis-plan-2026-11-22.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    expect(await pdfText(attachment?.content ?? Buffer.alloc(0))).toContain('L1 ·');
    const [recorded] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'plan'));
    expect(recorded).toMatchObject({ status: 'sent', replyTo: 'rosa.diaz@example.org' });
  });

  it("prints the student's name in both documents and the e-mail subject when given", async () => {
    const named = { ...body, studentName: '  J.T.R.  ' };
    const plan = await pdfText((await post('pdf', named)).rawPayload);
    expect(plan).toContain('Student Name: J.T.R. Date:');
    const form = await pdfText((await post('data-form', named)).rawPayload);
    expect(form).toContain('Student Name: J.T.R. Recorded by:');
    const blank = await pdfText((await post('pdf', { ...body, studentName: null })).rawPayload);
    expect(blank).toContain('Student Name: Date:');

    const before = smtp.messages.length;
    expect((await email({ ...named, otherEmails: 'team@example.com' })).statusCode).toBe(200);
    expect(smtp.messages[before]?.subject).toBe(
      'Trellis accommodation plan for J.T.R. from Rosa Diaz',
    );
    const tooLong = await post('pdf', { ...body, studentName: 'x'.repeat(41) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues).toEqual([
      { path: 'studentName', message: 'Use at most 40 characters' },
    ]);
  });

  it('refuses bad recipient lines by number, header injection included, and other districts', async () => {
    const res = await email({
      personnel: [people.Olga?.id ?? ''],
      otherEmails: 'ok@example.com\nevil@example.com\r\nBcc: victim@example.com\nnot-an-address',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'personnel.0', message: 'is not a colleague in your district' },
      {
        path: 'otherEmails',
        message: 'line 3: "Bcc: victim@example.com" is not an e-mail address',
      },
      { path: 'otherEmails', message: 'line 4: "not-an-address" is not an e-mail address' },
    ]);
    const none = await email({});
    expect(none.json().message).toBe('Choose at least one colleague or enter an e-mail address.');
    const many = await email({
      otherEmails: Array.from({ length: 26 }, (_, i) => `p${i}@example.com`).join('\n'),
    });
    expect(many.json().issues).toEqual([
      { path: 'otherEmails', message: 'at most 25 recipients (26 given)' },
    ]);
  });

  it('says so when the mail server fails, and records the failed message', async () => {
    const broken = await buildTestApp(database, {
      config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:1' }),
      clock: { now: () => now },
    });
    try {
      const res = await broken.inject(
        jsonRequest(
          'POST',
          '/api/v1/plan/email',
          { ...body, personnel: [], otherEmails: 'x@example.com', message: '' },
          cookies,
        ),
      );
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 'MAIL_FAILED',
        message: 'There was an error sending your email. Please try again.',
      });
      const failed = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'failed'));
      expect(failed.map((row) => row.recipients)).toContainEqual(['x@example.com']);
    } finally {
      await broken.close();
    }
  });

  it('limits how many plan e-mails one user sends per hour', async () => {
    const sender = await signedInMember(null, 'Sam', 'Sender');
    // Twenty sends already this hour, as the limiter records them.
    await database.db.insert(rateLimits).values({
      key: `plan-email:user:${people.Sam?.id ?? ''}`,
      hits: PLAN_EMAIL_RULE.limit,
      resetAt: new Date(now.getTime() + 30 * 60_000),
    });
    const res = await app.inject(
      jsonRequest(
        'POST',
        '/api/v1/plan/email',
        { ...body, personnel: [], otherEmails: 'colleague@example.com', message: '' },
        sender,
      ),
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many attempts. Please wait 30 minutes and try again.');
  });
});
