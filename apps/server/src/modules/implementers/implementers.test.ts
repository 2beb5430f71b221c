import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { AccountDataSchema, type StudentPlanState } from '@trellis/shared/student-plans';
import {
  CARD_EMAILS_PER_HOUR,
  CARD_LINK_DAYS,
  CardResponseSchema,
  IMPLEMENTERS_PER_PLAN_MAX,
  ImplementerListResponseSchema,
} from '@trellis/shared/implementers';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessLinks, planImplementers, rateLimits, users } from '../../db/schema/index';
import { hashPassword } from '../../domain/accounts/password';
import { loggerOptions } from '../../logger';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict, createSession, createSignedInUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { plansApi, type PlansApi } from '../../../test/plans-api';
import { linkIn, startTestSmtp } from '../../../test/smtp';
import { buildTestApp, testConfig, type TestApp } from '../../../test/test-app';

const GONE = {
  code: 'NOT_FOUND',
  message: 'This link has expired or was withdrawn. Ask the student’s case manager for a new one.',
};

const state: StudentPlanState = {
  strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
  needs: [{ id: 'cn000', name: 'Copying from the board', category: null, priority: 1 }],
  plan: [
    { key: 'A1', title: 'Extended Time' },
    { key: 'B1', title: 'Visual Schedule' },
    { key: 'L1', title: 'Audiobooks' },
  ],
};

const DAY = 24 * 60 * 60_000;

describeEachDatabase('implementers, teacher cards and acknowledgement', (createDatabase) => {
  let now = new Date('2026-11-24T09:00:00Z');
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  let database: Database;
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  const logLines: string[] = [];
  const tokens: string[] = [];
  const cookies: Record<string, Record<string, string>> = {};
  const ids: Record<string, string> = {};
  let address = 0;
  let publicUrl = '';
  let mapleId = '';
  const rosaPlans = (): PlansApi => plansApi(() => app, cookies.Rosa ?? {});

  beforeAll(async () => {
    database = await createDatabase();
    smtp = await startTestSmtp();
    const config = testConfig({ SMTP_URL: smtp.url, LOG_LEVEL: 'trace' });
    publicUrl = config.PUBLIC_URL;
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await buildTestApp(database, {
      config,
      clock: { now: () => now },
      logger: { ...loggerOptions(config), stream },
    });
    const db = database.db;
    const maple = await createDistrict(db, { name: 'Maple Grove Schools' });
    mapleId = maple.id;
    const cedar = await createDistrict(db, { name: 'Cedar Falls District' });
    const person = async (first: string, last: string, districtId: string | null) => {
      const { user, cookies: cookie } = await createSignedInUser(
        db,
        {
          firstName: first,
          lastName: last,
          email: `${first.toLowerCase()}@example.org`,
          accountType: districtId ? 'district' : 'individual',
          districtId,
        },
        now,
      );
      ids[first] = user.id;
      cookies[first] = cookie;
    };
    await person('Rosa', 'Diaz', maple.id);
    await person('Ben', 'Zimmer', maple.id);
    await person('Vic', 'Viewer', maple.id);
    await person('Stan', 'Stranger', maple.id);
    await person('Olga', 'Outsider', cedar.id);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.close();
  });

  const base = (planId: string) => `/api/v1/plans/${planId}/implementers`;
  const api = (who: string) => {
    const cookie = new Proxy({} as Record<string, string>, {
      get: (_target, name: string) => cookies[who]?.[name],
      ownKeys: () => Reflect.ownKeys(cookies[who] ?? {}),
      getOwnPropertyDescriptor: (_target, name: string) => {
        const value = cookies[who]?.[name];
        return value === undefined ? undefined : { value, enumerable: true, configurable: true };
      },
    });
    return {
      list: (planId: string) => app.inject({ method: 'GET', url: base(planId), cookies: cookie }),
      add: (planId: string, body: object) =>
        app.inject(jsonRequest('POST', base(planId), body, cookie)),
      change: (planId: string, id: string, body: object) =>
        app.inject(jsonRequest('PATCH', `${base(planId)}/${id}`, body, cookie)),
      remove: (planId: string, id: string) =>
        app.inject(jsonRequest('DELETE', `${base(planId)}/${id}`, {}, cookie)),
      card: (planId: string, id: string) =>
        app.inject(jsonRequest('POST', `${base(planId)}/${id}/card`, {}, cookie)),
      revoke: (planId: string, id: string) =>
        app.inject(jsonRequest('POST', `${base(planId)}/${id}/revoke`, {}, cookie)),
      remind: (planId: string) =>
        app.inject(jsonRequest('POST', `${base(planId)}/remind`, {}, cookie)),
    };
  };
  const rosa = api('Rosa');
  const nextAddress = () => `10.18.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
  const openCard = (token: string, remoteAddress = nextAddress()) =>
    app.inject({ method: 'GET', url: `/api/v1/cards/${token}`, remoteAddress });
  const acknowledge = (token: string, remoteAddress = nextAddress()) =>
    app.inject({ ...jsonRequest('POST', `/api/v1/cards/${token}/acknowledge`), remoteAddress });

  /** A plan of Rosa's with three items, shared with Ben (editor) and Vic (viewer). */
  const newPlan = async () => {
    const plan = (
      await rosaPlans().create({ label: 'J.T.', note: 'Private note for the team' })
    ).json();
    expect((await rosaPlans().saveState(plan.id, { state, version: 1 })).statusCode).toBe(200);
    await rosaPlans().share(plan.id, { userId: ids.Ben, role: 'editor' });
    await rosaPlans().share(plan.id, { userId: ids.Vic, role: 'viewer' });
    return plan.id as string;
  };
  const rivera = {
    name: 'Ms. Rivera',
    email: 'rivera@school.example.org',
    classOrPeriod: 'Period 3',
  };
  const listOf = (res: { json: () => unknown }) => ImplementerListResponseSchema.parse(res.json());
  const idOf = (res: { json: () => unknown }, name: string) => {
    const found = listOf(res).implementers.find((entry) => entry.name === name);
    if (!found) throw new Error(`no implementer ${name}`);
    return found.id;
  };
  /** Sends the card and answers the token read from the e-mail, and the e-mail. */
  const sendCard = async (planId: string, implementerId: string, by = rosa) => {
    const before = smtp.messages.length;
    const res = await by.card(planId, implementerId);
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(smtp.messages.length).toBeGreaterThan(before));
    const mail = smtp.messages[before];
    const link = linkIn(mail, /https?:\/\/\S+\/card\/[A-Za-z0-9_-]{43}/);
    const token = link.slice(-43);
    tokens.push(token);
    return { token, link, mail, res };
  };
  /** New sessions at the clock's time, after it moved past the old ones. */
  const signInAgain = async () => {
    for (const [first, id] of Object.entries(ids)) {
      const { token } = await createSession(database.db, id, {
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 12 * 3600_000),
      });
      cookies[first] = { [SESSION_COOKIE]: token };
    }
  };
  const history = async (planId: string) =>
    (await rosaPlans().history(planId))
      .json()
      .events.map((event: { who: string; summary: string }) => `${event.who}: ${event.summary}`);

  it('adds implementers by name and e-mail, or a colleague as their account says', async () => {
    const planId = await newPlan();
    const added = await rosa.add(planId, { ...rivera, items: ['A1', 'L1'] });
    expect(added.statusCode, added.body).toBe(200);
    const byBen = await api('Ben').add(planId, { colleagueId: ids.Stan, items: ['B1'] });
    expect(byBen.statusCode, byBen.body).toBe(200);
    const list = listOf(byBen);
    expect(list.limit).toBe(IMPLEMENTERS_PER_PLAN_MAX);
    expect(list.implementers).toEqual([
      {
        id: expect.any(String),
        colleagueId: null,
        ...rivera,
        items: ['A1', 'L1'],
        cardSentAt: null,
        linkActive: false,
        linkExpiresAt: null,
        acknowledgedAt: null,
        cardChangedSinceConfirmed: false,
        itemsInPlan: ['A1', 'L1'],
      },
      {
        id: expect.any(String),
        colleagueId: ids.Stan,
        name: 'Stan Stranger',
        email: 'stan@example.org',
        classOrPeriod: '',
        items: ['B1'],
        cardSentAt: null,
        linkActive: false,
        linkExpiresAt: null,
        acknowledgedAt: null,
        cardChangedSinceConfirmed: false,
        itemsInPlan: ['B1'],
      },
    ]);
    // The viewer sees them; history says who added whom.
    expect(listOf(await api('Vic').list(planId)).implementers).toHaveLength(2);
    expect(await history(planId)).toEqual(
      expect.arrayContaining([
        'Rosa Diaz: Added Ms. Rivera (Period 3) for A1, L1',
        'Ben Zimmer: Added Stan Stranger for B1',
      ]),
    );
  });

  it('keeps to the rules: district colleagues, the plan’s items, one entry per address', async () => {
    const planId = await newPlan();
    const outside = await rosa.add(planId, { colleagueId: ids.Olga, items: ['A1'] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'colleagueId', message: expect.stringContaining('colleagues of your district') },
      ],
    });
    const stale = await rosa.add(planId, { ...rivera, items: ['A1', 'C1'] });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().issues).toEqual([{ path: 'items.1', message: 'C1 is not in this plan' }]);
    const missing = await rosa.add(planId, { items: ['A1'] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      'name',
      'email',
    ]);
    expect((await rosa.add(planId, { ...rivera, items: ['A1'] })).statusCode).toBe(200);
    const twice = await rosa.add(planId, {
      ...rivera,
      name: 'Maria Rivera',
      email: 'RIVERA@school.example.org',
      items: ['B1'],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().issues).toEqual([
      { path: 'email', message: expect.stringContaining('already an implementer') },
    ]);
    expect(listOf(await rosa.list(planId)).implementers).toHaveLength(1);
  });

  it(`names at most ${IMPLEMENTERS_PER_PLAN_MAX} implementers per plan`, async () => {
    const planId = await newPlan();
    await database.db.insert(planImplementers).values(
      Array.from({ length: IMPLEMENTERS_PER_PLAN_MAX - 1 }, (_, i) => ({
        planId,
        name: `Teacher ${i}`,
        email: `t${i}@school.example.org`,
        items: ['A1'],
      })),
    );
    const attempts = await Promise.all([
      rosa.add(planId, { ...rivera, email: 'one@school.example.org', items: ['A1'] }),
      rosa.add(planId, { ...rivera, email: 'two@school.example.org', items: ['A1'] }),
    ]);
    expect(attempts.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = attempts.find((res) => res.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(listOf(await rosa.list(planId)).implementers).toHaveLength(IMPLEMENTERS_PER_PLAN_MAX);
  });

  it('lets only editors change implementers and send cards; strangers get 404', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...rivera, items: ['A1'] }), 'Ms. Rivera');
    const vic = api('Vic');
    for (const res of [
      await vic.add(planId, { ...rivera, email: 'x@school.example.org', items: ['A1'] }),
      await vic.change(planId, id, { ...rivera, items: ['B1'] }),
      await vic.card(planId, id),
      await vic.remind(planId),
      await vic.revoke(planId, id),
      await vic.remove(planId, id),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
    }
    const stan = api('Stan');
    for (const res of [
      await stan.list(planId),
      await stan.add(planId, { ...rivera, items: ['A1'] }),
      await stan.card(planId, id),
      await stan.remove(planId, id),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    // Someone of another district, even signed in and licensed, finds no such plan.
    const olga = api('Olga');
    for (const res of [
      await olga.list(planId),
      await olga.add(planId, { ...rivera, email: 'o@school.example.org', items: ['A1'] }),
      await olga.change(planId, id, { ...rivera, items: ['B1'] }),
      await olga.card(planId, id),
      await olga.remind(planId),
      await olga.revoke(planId, id),
      await olga.remove(planId, id),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    // Signed out: only the card routes answer.
    const signedOut = api('nobody');
    expect((await signedOut.list(planId)).statusCode).toBe(401);
    expect((await signedOut.card(planId, id)).statusCode).toBe(401);
    expect(smtp.messages.some((mail) => mail.subject?.includes('J.T.'))).toBe(false);
    // An implementer of another plan is not found through this one.
    const other = await newPlan();
    expect((await rosa.card(other, id)).statusCode).toBe(404);
    expect((await rosa.remove(other, id)).statusCode).toBe(404);
  });

  it('e-mails the card with its link, and the link opens only that implementer’s card', async () => {
    const planId = await newPlan();
    const riveraId = idOf(await rosa.add(planId, { ...rivera, items: ['L1', 'A1'] }), 'Ms. Rivera');
    const leeId = idOf(
      await rosa.add(planId, { name: 'Mr. Lee', email: 'lee@school.example.org', items: ['B1'] }),
      'Mr. Lee',
    );
    const { token, link, mail, res } = await sendCard(planId, riveraId);
    expect(link).toBe(`${publicUrl}/card/${token}`);
    expect(mail?.subject).toBe('Accommodations for J.T. — please read and confirm');
    expect(mail?.to).toMatchObject({ value: [{ address: rivera.email }] });
    expect(mail?.replyTo).toMatchObject({ value: [{ address: 'rosa@example.org' }] });
    const text = mail?.text ?? '';
    expect(text).toContain('Hello Ms. Rivera,');
    expect(text).toContain(
      'Rosa Diaz asks you to provide these accommodations for J.T. in Period 3',
    );
    expect(text).toContain('L1 Audiobooks');
    expect(text).toContain('A1 Extended Time');
    expect(text).toMatch(/J\.T\. will be provided/);
    expect(text).toContain('Ask Rosa Diaz at rosa@example.org');
    expect(text).not.toContain('Visual Schedule');
    const sent = listOf(res).implementers.find((entry) => entry.id === riveraId);
    expect(sent).toMatchObject({
      cardSentAt: now.toISOString(),
      linkActive: true,
      acknowledgedAt: null,
    });

    const opened = await openCard(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    const card = CardResponseSchema.parse(opened.json());
    expect(Object.keys(opened.json()).sort()).toEqual(
      ['acknowledgedAt', 'contact', 'expiresAt', 'implementer', 'items', 'student'].sort(),
    );
    expect(card).toMatchObject({
      student: 'J.T.',
      implementer: { name: 'Ms. Rivera', classOrPeriod: 'Period 3' },
      contact: { name: 'Rosa Diaz', email: 'rosa@example.org' },
      acknowledgedAt: null,
      expiresAt: new Date(now.getTime() + CARD_LINK_DAYS * DAY).toISOString(),
    });
    expect(card.items.map((item) => item.key)).toEqual(['L1', 'A1']);
    expect(card.items[0]).toMatchObject({
      title: 'Audiobooks',
      statement: expect.stringContaining('J.T. will be provided'),
      appliesTo: expect.any(String),
      howTo: expect.any(String),
    });
    // Nothing else of the plan: not Lee's item, not the needs, strengths, note or e-mails.
    for (const secret of [
      'B1',
      'Visual Schedule',
      'Copying from the board',
      'Visual Learner',
      'Private note',
      'lee@',
      'ben@',
      'Mr. Lee',
      planId,
      riveraId,
      leeId,
    ]) {
      expect(opened.body, secret).not.toContain(secret);
    }
    // Lee's own link opens Lee's card only.
    const lee = await sendCard(planId, leeId);
    const leeCard = CardResponseSchema.parse((await openCard(lee.token)).json());
    expect(leeCard.items.map((item) => item.key)).toEqual(['B1']);
    expect(leeCard.implementer.name).toBe('Mr. Lee');

    // An item taken out of the plan leaves the card.
    const current = (await rosaPlans().get(planId)).json();
    const fewer = { ...state, plan: state.plan.filter((item) => item.key !== 'L1') };
    await rosaPlans().saveState(planId, { state: fewer, version: current.version });
    const after = CardResponseSchema.parse((await openCard(token)).json());
    expect(after.items.map((item) => item.key)).toEqual(['A1']);
    expect(
      listOf(await rosa.list(planId)).implementers.find((entry) => entry.id === riveraId),
    ).toMatchObject({ items: ['L1', 'A1'], itemsInPlan: ['A1'] });
    expect(await history(planId)).toEqual(
      expect.arrayContaining([
        'Rosa Diaz: Sent the card to Ms. Rivera',
        'Rosa Diaz: Sent the card to Mr. Lee',
      ]),
    );
  });

  it('answers one 404 for unknown, malformed, expired and revoked links', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...rivera, items: ['A1'] }), 'Ms. Rivera');
    const { token } = await sendCard(planId, id);
    const unknown = 'A'.repeat(43);
    for (const bad of [unknown, 'short', `${token}x`, 'x'.repeat(300)]) {
      const res = await openCard(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual(GONE);
      expect(res.headers['cache-control']).toBe('no-store');
      expect((await acknowledge(bad)).json()).toEqual(GONE);
    }
    // Expiry by the clock.
    later(CARD_LINK_DAYS * DAY - 60_000);
    expect((await openCard(token)).statusCode).toBe(200);
    later(60_000);
    await signInAgain();
    expect((await openCard(token)).json()).toEqual(GONE);
    expect((await acknowledge(token)).json()).toEqual(GONE);
    expect(listOf(await rosa.list(planId)).implementers[0]?.linkActive).toBe(false);

    // Revocation.
    const fresh = await sendCard(planId, id);
    expect((await openCard(fresh.token)).statusCode).toBe(200);
    const revoked = await rosa.revoke(planId, id);
    expect(revoked.statusCode).toBe(200);
    expect(listOf(revoked).implementers[0]?.linkActive).toBe(false);
    expect((await openCard(fresh.token)).json()).toEqual(GONE);
    expect((await history(planId))[0]).toBe('Rosa Diaz: Withdrew the card link of Ms. Rivera');

    // Removing the implementer ends their links too.
    const last = await sendCard(planId, id);
    expect((await rosa.remove(planId, id)).statusCode).toBe(200);
    expect((await openCard(last.token)).json()).toEqual(GONE);
    expect((await history(planId))[0]).toBe('Rosa Diaz: Removed Ms. Rivera (Period 3)');
  });

  it('records the acknowledgement once; a new card asks again and ends the old link', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { colleagueId: ids.Ben, items: ['A1'] }), 'Ben Zimmer');
    const riveraId = idOf(await rosa.add(planId, { ...rivera, items: ['B1'] }), 'Ms. Rivera');
    const first = await sendCard(planId, id);
    const confirmedAt = now.toISOString();
    const both = await Promise.all([acknowledge(first.token), acknowledge(first.token)]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(both.map((res) => res.json())).toEqual([
      { acknowledgedAt: confirmedAt },
      { acknowledgedAt: confirmedAt },
    ]);
    later(60_000);
    expect((await acknowledge(first.token)).json()).toEqual({ acknowledgedAt: confirmedAt });
    expect(CardResponseSchema.parse((await openCard(first.token)).json()).acknowledgedAt).toBe(
      confirmedAt,
    );
    const mine = async () =>
      listOf(await rosa.list(planId)).implementers.find((entry) => entry.id === id);
    expect(await mine()).toMatchObject({
      acknowledgedAt: confirmedAt,
      linkActive: true,
    });
    const lines = await history(planId);
    expect(lines.filter((line: string) => line.includes('confirmed'))).toEqual([
      'Ben Zimmer: Ben Zimmer confirmed reading the card',
    ]);

    // Someone without an account confirms through the link.
    const theirs = await sendCard(planId, riveraId);
    await acknowledge(theirs.token);
    expect((await history(planId))[0]).toBe(
      'Through the card link: Ms. Rivera confirmed reading the card',
    );

    // A new card: the old link stops working and the card asks for confirmation again.
    const second = await sendCard(planId, id);
    expect((await openCard(first.token)).json()).toEqual(GONE);
    expect(await mine()).toMatchObject({
      acknowledgedAt: null,
      linkActive: true,
    });
    expect(CardResponseSchema.parse((await openCard(second.token)).json()).acknowledgedAt).toBe(
      null,
    );
  });

  it('reminds those who have not confirmed, with a link that replaces theirs', async () => {
    const planId = await newPlan();
    const ids2 = {
      a: idOf(await rosa.add(planId, { ...rivera, items: ['A1'] }), 'Ms. Rivera'),
      b: idOf(
        await rosa.add(planId, { name: 'Mr. Lee', email: 'lee@school.example.org', items: ['B1'] }),
        'Mr. Lee',
      ),
      c: idOf(
        await rosa.add(planId, { name: 'Ms. Cho', email: 'cho@school.example.org', items: ['L1'] }),
        'Ms. Cho',
      ),
    };
    const a = await sendCard(planId, ids2.a);
    const b = await sendCard(planId, ids2.b);
    await acknowledge(b.token);
    const expiresAt = new Date(now.getTime() + CARD_LINK_DAYS * DAY).toISOString();
    later(DAY);
    await signInAgain();
    // Cho never got a card: nothing to remind.
    const before = smtp.messages.length;
    const res = await api('Ben').remind(planId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ reminded: 1 });
    await vi.waitFor(() => expect(smtp.messages.length).toBe(before + 1));
    const mail = smtp.messages[before];
    expect(mail?.subject).toBe('Reminder: Accommodations for J.T. — please read and confirm');
    expect(mail?.replyTo).toMatchObject({ value: [{ address: 'ben@example.org' }] });
    const token = linkIn(mail, /\/card\/[A-Za-z0-9_-]{43}/).slice(-43);
    tokens.push(token);
    expect((await openCard(a.token)).json()).toEqual(GONE);
    const card = CardResponseSchema.parse((await openCard(token)).json());
    expect(card.implementer.name).toBe('Ms. Rivera');
    expect(card.expiresAt).toBe(expiresAt);
    expect((await history(planId))[0]).toBe('Ben Zimmer: Reminded Ms. Rivera to read the card');
    expect((await api('Ben').remind(planId)).json()).toEqual({ reminded: 1 });
    await acknowledge(linkIn(smtp.messages.at(-1), /\/card\/[A-Za-z0-9_-]{43}/).slice(-43));
    expect((await rosa.remind(planId)).json()).toEqual({ reminded: 0 });
  });

  it('answers 502 when the card cannot be sent, and keeps the earlier link', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...rivera, items: ['A1'] }), 'Ms. Rivera');
    const { token } = await sendCard(planId, id);
    const failing = await buildTestApp(database, {
      clock: { now: () => now },
      mailer: { send: async () => ({ id: 'x', status: 'failed', error: 'down' }) },
    });
    try {
      const res = await failing.inject(
        jsonRequest('POST', `${base(planId)}/${id}/card`, {}, cookies.Rosa),
      );
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'MAIL_FAILED' });
    } finally {
      await failing.close();
    }
    expect((await openCard(token)).statusCode).toBe(200);
  });

  it('limits card look-ups per address', async () => {
    const remoteAddress = '10.99.0.1';
    for (let i = 0; i < 60; i += 1) {
      expect((await openCard('B'.repeat(43), remoteAddress)).statusCode).toBe(404);
    }
    const res = await openCard('B'.repeat(43), remoteAddress);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('puts the implementers of the user’s own plans in the data download', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...rivera, items: ['A1'] }), 'Ms. Rivera');
    const { token } = await sendCard(planId, id);
    await acknowledge(token);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/account/data',
      cookies: cookies.Rosa,
    });
    expect(res.statusCode).toBe(200);
    const data = AccountDataSchema.parse(res.json());
    expect(data.plans.find((plan) => plan.id === planId)?.implementers).toEqual([
      {
        ...rivera,
        items: ['A1'],
        cardSentAt: now.toISOString(),
        acknowledgedAt: now.toISOString(),
      },
    ]);
  });

  /** An app whose mailer runs `during` while "sending" and records the links it carried. */
  const appWithMailer = async (
    during: (message: { to: string[]; links?: string[] }) => Promise<unknown>,
  ) => {
    const links: string[] = [];
    const built = await buildTestApp(database, {
      clock: { now: () => now },
      mailer: {
        send: async (message: { to: string[]; links?: string[] }) => {
          links.push(...(message.links ?? []));
          await during(message);
          return { id: 'x', status: 'sent' as const };
        },
      },
    });
    return { app: built, lastToken: () => (links.at(-1) ?? '').slice(-43) };
  };
  const linksOf = async (implementerId: string) =>
    database.db.select().from(accessLinks).where(eq(accessLinks.implementerId, implementerId));
  const cardEmailKey = (userId: string) => `card-email:user:${userId}`;
  /** Card e-mails the user has sent this hour, as the limiter counts them. */
  const spendCardEmails = async (userId: string, hits: number) => {
    const resetAt = new Date(now.getTime() + 60 * 60_000);
    await database.db
      .insert(rateLimits)
      .values({ key: cardEmailKey(userId), hits, resetAt })
      .onConflictDoUpdate({ target: rateLimits.key, set: { hits, resetAt } });
  };

  it('never opens a withdrawn link again, even one withdrawn while its e-mail went', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...rivera, items: ['A1'] }), 'Ms. Rivera');
    const earlier = await sendCard(planId, id);
    let during: () => Promise<unknown> = async () => undefined;
    const slow = await appWithMailer(() => during());
    const send = () =>
      slow.app.inject(jsonRequest('POST', `${base(planId)}/${id}/card`, {}, cookies.Rosa));
    try {
      // Withdrawn while the e-mail went: the new link stays withdrawn, as does the earlier.
      during = () => rosa.revoke(planId, id);
      expect((await send()).statusCode).toBe(200);
      expect((await openCard(slow.lastToken())).json()).toEqual(GONE);
      expect((await openCard(earlier.token)).json()).toEqual(GONE);
      expect(listOf(await rosa.list(planId)).implementers[0]?.linkActive).toBe(false);

      // Someone else became the implementer while the e-mail went: the new link is revoked.
      const current = await sendCard(planId, id);
      during = () =>
        database.db
          .update(planImplementers)
          .set({ email: 'someone.else@school.example.org' })
          .where(eq(planImplementers.id, id));
      expect((await send()).statusCode).toBe(200);
      expect((await openCard(slow.lastToken())).json()).toEqual(GONE);
      expect((await openCard(current.token)).statusCode).toBe(200);

      // A send that throws leaves no link behind, and the earlier one working.
      const before = (await linksOf(id)).length;
      during = async () => {
        throw new Error('the mail server went away');
      };
      expect((await send()).statusCode).toBe(500);
      expect(await linksOf(id)).toHaveLength(before);
      expect((await openCard(current.token)).statusCode).toBe(200);
    } finally {
      await slow.app.close();
    }
  });

  it('counts a confirmation only for the person and the card it was sent with', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...rivera, items: ['A1'] }), 'Ms. Rivera');
    const { token } = await sendCard(planId, id);
    const expiresAt = new Date(now.getTime() + CARD_LINK_DAYS * DAY).toISOString();
    const confirmedAt = now.toISOString();
    await acknowledge(token);
    const mine = async (implementerId = id) =>
      listOf(await rosa.list(planId)).implementers.find((entry) => entry.id === implementerId);
    expect(await mine()).toMatchObject({
      acknowledgedAt: confirmedAt,
      cardChangedSinceConfirmed: false,
      linkActive: true,
      linkExpiresAt: expiresAt,
    });
    // Their accommodations change: what they confirmed is not their card any more.
    await rosa.change(planId, id, { ...rivera, items: ['A1', 'B1'] });
    expect(await mine()).toMatchObject({
      acknowledgedAt: confirmedAt,
      cardChangedSinceConfirmed: true,
    });
    // Another person takes their place: the confirmation is not theirs; the withdrawn
    // link's expiry tells "withdrawn" from "expired".
    await rosa.change(planId, id, {
      name: 'Mr. New',
      email: 'new@school.example.org',
      items: ['A1'],
    });
    expect(await mine()).toMatchObject({
      name: 'Mr. New',
      acknowledgedAt: null,
      cardChangedSinceConfirmed: false,
      linkActive: false,
      linkExpiresAt: expiresAt,
    });

    // A colleague whose account now has another address: the same.
    const stanId = idOf(
      await rosa.add(planId, { colleagueId: ids.Stan, items: ['B1'] }),
      'Stan Stranger',
    );
    await acknowledge((await sendCard(planId, stanId)).token);
    expect((await mine(stanId))?.acknowledgedAt).toBe(now.toISOString());
    const setStanEmail = (email: string) =>
      database.db
        .update(users)
        .set({ email })
        .where(eq(users.id, ids.Stan ?? ''));
    await setStanEmail('stan.new@example.org');
    try {
      expect(await mine(stanId)).toMatchObject({
        email: 'stan.new@example.org',
        acknowledgedAt: null,
      });
    } finally {
      await setStanEmail('stan@example.org');
    }
  });

  it('forgets a deleted colleague’s name in the plans they implemented and worked on', async () => {
    const password = 'Correct horse battery 9';
    const { user: dana, cookies: danaCookies } = await createSignedInUser(
      database.db,
      {
        firstName: 'Dana',
        lastName: 'Gone',
        email: 'dana@example.org',
        accountType: 'district',
        districtId: mapleId,
        passwordHash: await hashPassword(password),
      },
      now,
    );
    cookies.Dana = danaCookies;
    const danaApi = api('Dana');
    const planId = await newPlan();
    await rosaPlans().share(planId, { userId: dana.id, role: 'editor' });
    const riveraId = idOf(await danaApi.add(planId, { ...rivera, items: ['A1'] }), 'Ms. Rivera');
    const theirs = await sendCard(planId, riveraId, danaApi);
    await acknowledge(theirs.token);
    const danaId = idOf(
      await rosa.add(planId, { colleagueId: dana.id, items: ['B1'] }),
      'Dana Gone',
    );
    const own = await sendCard(planId, danaId);
    await acknowledge(own.token);
    expect(await history(planId)).toEqual(
      expect.arrayContaining([
        'Dana Gone: Dana Gone confirmed reading the card',
        'Through the card link: Ms. Rivera confirmed reading the card',
      ]),
    );

    const deleted = await app.inject(
      jsonRequest('DELETE', '/api/v1/account', { password }, danaCookies),
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    delete cookies.Dana;

    const lines = await history(planId);
    expect(lines.filter((line: string) => line.includes('Dana'))).toEqual([]);
    expect(lines).toEqual(
      expect.arrayContaining([
        // A card line with no author is not one written through the link.
        'A former user: Sent the card to Ms. Rivera',
        'A former user: Added Ms. Rivera (Period 3) for A1',
        'Rosa Diaz: Added a former colleague for B1',
        'Rosa Diaz: Sent the card to a former colleague',
        'Through the card link: A former colleague confirmed reading the card',
        'Through the card link: Ms. Rivera confirmed reading the card',
      ]),
    );
    // The row stays, with neither name nor address; their link is withdrawn.
    const list = listOf(await rosa.list(planId));
    expect(list.implementers.find((entry) => entry.id === danaId)).toMatchObject({
      colleagueId: null,
      name: 'A former colleague',
      email: '',
      items: ['B1'],
      linkActive: false,
      acknowledgedAt: null,
    });
    expect((await openCard(own.token)).json()).toEqual(GONE);
    expect((await linksOf(danaId)).map((link) => link.sentTo)).toEqual(['']);
    const refused = await rosa.card(planId, danaId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'email', message: expect.stringContaining('no e-mail address') },
    ]);
  });

  it('keeps a name and a class on one line', async () => {
    const planId = await newPlan();
    const res = await rosa.add(planId, {
      ...rivera,
      name: 'Ms.\nRivera',
      classOrPeriod: 'Period 3\r\nRoom 12',
      items: ['A1'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'name', message: 'Write the name on one line' },
      { path: 'classOrPeriod', message: 'Write the class or period on one line' },
    ]);
  });

  it('sends no cards for an archived plan, and its links open nothing until it is restored', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...rivera, items: ['A1'] }), 'Ms. Rivera');
    const { token } = await sendCard(planId, id);
    expect((await rosaPlans().update(planId, { archived: true })).statusCode).toBe(200);
    const before = smtp.messages.length;
    for (const res of [await rosa.card(planId, id), await rosa.remind(planId)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'PLAN_ARCHIVED',
        message: 'Restore the plan to send cards.',
      });
    }
    expect((await openCard(token)).json()).toEqual(GONE);
    expect((await acknowledge(token)).json()).toEqual(GONE);
    expect(smtp.messages.length).toBe(before);
    expect((await rosaPlans().update(planId, { archived: false })).statusCode).toBe(200);
    expect((await openCard(token)).statusCode).toBe(200);
  });

  it('stops card e-mails at the hourly limit; reminders fit it whole or none is sent', async () => {
    const planId = await newPlan();
    const riveraId = idOf(await rosa.add(planId, { ...rivera, items: ['A1'] }), 'Ms. Rivera');
    const leeId = idOf(
      await rosa.add(planId, { name: 'Mr. Lee', email: 'lee@school.example.org', items: ['B1'] }),
      'Mr. Lee',
    );
    const a = await sendCard(planId, riveraId);
    const b = await sendCard(planId, leeId);
    try {
      await spendCardEmails(ids.Rosa ?? '', CARD_EMAILS_PER_HOUR - 1);
      const before = smtp.messages.length;
      const res = await rosa.remind(planId);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(smtp.messages.length).toBe(before);
      expect((await openCard(a.token)).statusCode).toBe(200);
      expect((await openCard(b.token)).statusCode).toBe(200);
      // The refused batch spent nothing: one more card goes, then the limit is reached.
      expect((await rosa.card(planId, riveraId)).statusCode).toBe(200);
      const over = await rosa.card(planId, leeId);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      expect(over.headers['retry-after']).toBeDefined();
    } finally {
      await database.db.delete(rateLimits).where(eq(rateLimits.key, cardEmailKey(ids.Rosa ?? '')));
    }
  });

  it('records the reminders that went even when another could not be sent', async () => {
    const planId = await newPlan();
    const leeId = idOf(
      await rosa.add(planId, { name: 'Mr. Lee', email: 'lee@school.example.org', items: ['B1'] }),
      'Mr. Lee',
    );
    const riveraId = idOf(await rosa.add(planId, { ...rivera, items: ['A1'] }), 'Ms. Rivera');
    const lee = await sendCard(planId, leeId);
    await sendCard(planId, riveraId);
    const flaky = await appWithMailer(async (message) => {
      if (message.to.includes('lee@school.example.org')) throw new Error('refused');
    });
    try {
      const res = await flaky.app.inject(
        jsonRequest('POST', `${base(planId)}/remind`, {}, cookies.Rosa),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ reminded: 1 });
    } finally {
      await flaky.app.close();
    }
    expect((await history(planId))[0]).toBe('Rosa Diaz: Reminded Ms. Rivera to read the card');
    expect((await openCard(lee.token)).statusCode).toBe(200);
  });

  it('indexes card links by plan and acknowledgements by implementer', async () => {
    const result = await database.db.execute(
      sql`select indexname from pg_indexes where tablename in ('access_links', 'acknowledgements')`,
    );
    const names = (result as unknown as { rows: { indexname: string }[] }).rows.map(
      (row) => row.indexname,
    );
    expect(names).toEqual(
      expect.arrayContaining(['access_links_plan_id_idx', 'acknowledgements_implementer_id_idx']),
    );
  });

  it('never writes a card token in the logs', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...rivera, items: ['A1'] }), 'Ms. Rivera');
    const { token } = await sendCard(planId, id);
    expect((await openCard(token)).statusCode).toBe(200);
    expect((await acknowledge(token)).statusCode).toBe(200);
    const logged = logLines.join('\n');
    expect(logged).toContain('/api/v1/cards/[Redacted]');
    expect(logged).toContain('/api/v1/cards/[Redacted]/acknowledge');
    // This test's token and those of every test that ran before it.
    for (const each of new Set([token, ...tokens])) expect(logged).not.toContain(each);
  });
});
