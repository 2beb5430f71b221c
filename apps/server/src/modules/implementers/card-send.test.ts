import { expect, it, vi } from 'vitest';
import {
  CARD_EMAILS_PER_HOUR,
  CARD_LINK_DAYS,
  CardResponseSchema,
} from '@trellis/shared/implementers';
import { eq } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { jsonRequest } from '../../../test/http';
import {
  DAY,
  GONE,
  idOf,
  L1_WATCH_FOR,
  listOf,
  PLAN_STATE,
  RIVERA,
  useImplementersWorld,
} from '../../../test/implementers-world';
import { linkIn } from '../../../test/smtp';
import { buildTestApp } from '../../../test/test-app';

// Sending teacher cards and reminders (issue 18): what the e-mail says, what its link opens,
// and what happens when mail fails or the hourly limit is reached.

describeEachDatabase('sending teacher cards and reminders', (createDatabase) => {
  const {
    world,
    clock,
    later,
    base,
    api,
    rosa,
    rosaPlans,
    openCard,
    acknowledge,
    newPlan,
    sendCard,
    signInAgain,
    history,
    appWithMailer,
  } = useImplementersWorld(createDatabase);

  const cardEmailKey = (userId: string) => `card-email:user:${userId}`;
  /** Card e-mails the user has sent this hour, as the limiter counts them. */
  const spendCardEmails = async (userId: string, hits: number) => {
    const resetAt = new Date(world.now.getTime() + 60 * 60_000);
    await world.database.db
      .insert(rateLimits)
      .values({ key: cardEmailKey(userId), hits, resetAt })
      .onConflictDoUpdate({ target: rateLimits.key, set: { hits, resetAt } });
  };

  it('e-mails the card with its link, and the link opens only that implementer’s card', async () => {
    const planId = await newPlan();
    const riveraId = idOf(await rosa.add(planId, { ...RIVERA, items: ['L1', 'A1'] }), 'Ms. Rivera');
    const leeId = idOf(
      await rosa.add(planId, { name: 'Mr. Lee', email: 'lee@school.example.org', items: ['B1'] }),
      'Mr. Lee',
    );
    const { token, link, mail, res } = await sendCard(planId, riveraId);
    expect(link).toBe(`${world.publicUrl}/card/${token}`);
    expect(mail?.subject).toBe('Accommodations for J.T. — please read and confirm');
    expect(mail?.to).toMatchObject({ value: [{ address: RIVERA.email }] });
    expect(mail?.replyTo).toMatchObject({ value: [{ address: 'rosa@example.org' }] });
    const text = mail?.text ?? '';
    expect(text).toContain('Hello Ms. Rivera,');
    expect(text).toContain(
      'Rosa Diaz asks you to provide these accommodations for J.T. in Period 3',
    );
    expect(text).toContain('L1 Audiobooks');
    expect(text).toContain('A1 Extended Time');
    expect(text).toMatch(/J\.T\. will be provided/);
    expect(text).toContain(`What to watch for: ${L1_WATCH_FOR}`);
    expect(text).toContain('Ask Rosa Diaz at rosa@example.org');
    expect(text).not.toContain('Visual Schedule');
    const sent = listOf(res).implementers.find((entry) => entry.id === riveraId);
    expect(sent).toMatchObject({
      cardSentAt: world.now.toISOString(),
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
      expiresAt: new Date(world.now.getTime() + CARD_LINK_DAYS * DAY).toISOString(),
    });
    expect(card.items.map((item) => item.key)).toEqual(['L1', 'A1']);
    expect(card.items[0]).toMatchObject({
      title: 'Audiobooks',
      statement: expect.stringContaining('J.T. will be provided'),
      appliesTo: expect.any(String),
      howTo: expect.any(String),
      watchFor: L1_WATCH_FOR,
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
    const fewer = { ...PLAN_STATE, plan: PLAN_STATE.plan.filter((item) => item.key !== 'L1') };
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

  it('reminds those who have not confirmed, with a link that replaces theirs', async () => {
    const planId = await newPlan();
    const ids2 = {
      a: idOf(await rosa.add(planId, { ...RIVERA, items: ['A1'] }), 'Ms. Rivera'),
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
    const expiresAt = new Date(world.now.getTime() + CARD_LINK_DAYS * DAY).toISOString();
    later(DAY);
    await signInAgain();
    // Cho never got a card: nothing to remind.
    const before = world.smtp.messages.length;
    const res = await api('Ben').remind(planId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ reminded: 1 });
    await vi.waitFor(() => expect(world.smtp.messages.length).toBe(before + 1));
    const mail = world.smtp.messages[before];
    expect(mail?.subject).toBe('Reminder: Accommodations for J.T. — please read and confirm');
    expect(mail?.replyTo).toMatchObject({ value: [{ address: 'ben@example.org' }] });
    const token = linkIn(mail, /\/card\/[A-Za-z0-9_-]{43}/).slice(-43);
    world.tokens.push(token);
    expect((await openCard(a.token)).json()).toEqual(GONE);
    const card = CardResponseSchema.parse((await openCard(token)).json());
    expect(card.implementer.name).toBe('Ms. Rivera');
    expect(card.expiresAt).toBe(expiresAt);
    expect((await history(planId))[0]).toBe('Ben Zimmer: Reminded Ms. Rivera to read the card');
    expect((await api('Ben').remind(planId)).json()).toEqual({ reminded: 1 });
    await acknowledge(linkIn(world.smtp.messages.at(-1), /\/card\/[A-Za-z0-9_-]{43}/).slice(-43));
    expect((await rosa.remind(planId)).json()).toEqual({ reminded: 0 });
  });

  it('answers 502 when the card cannot be sent, and keeps the earlier link', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...RIVERA, items: ['A1'] }), 'Ms. Rivera');
    const { token } = await sendCard(planId, id);
    const failing = await buildTestApp(world.database, {
      clock,
      mailer: { send: async () => ({ id: 'x', status: 'failed', error: 'down' }) },
    });
    try {
      const res = await failing.inject(
        jsonRequest('POST', `${base(planId)}/${id}/card`, {}, world.cookies.Rosa),
      );
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'MAIL_FAILED' });
    } finally {
      await failing.close();
    }
    expect((await openCard(token)).statusCode).toBe(200);
  });

  it('stops card e-mails at the hourly limit; reminders fit it whole or none is sent', async () => {
    const planId = await newPlan();
    const riveraId = idOf(await rosa.add(planId, { ...RIVERA, items: ['A1'] }), 'Ms. Rivera');
    const leeId = idOf(
      await rosa.add(planId, { name: 'Mr. Lee', email: 'lee@school.example.org', items: ['B1'] }),
      'Mr. Lee',
    );
    const a = await sendCard(planId, riveraId);
    const b = await sendCard(planId, leeId);
    try {
      await spendCardEmails(world.ids.Rosa ?? '', CARD_EMAILS_PER_HOUR - 1);
      const before = world.smtp.messages.length;
      const res = await rosa.remind(planId);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(world.smtp.messages.length).toBe(before);
      expect((await openCard(a.token)).statusCode).toBe(200);
      expect((await openCard(b.token)).statusCode).toBe(200);
      // The refused batch spent nothing: one more card goes, then the limit is reached.
      expect((await rosa.card(planId, riveraId)).statusCode).toBe(200);
      const over = await rosa.card(planId, leeId);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      expect(over.headers['retry-after']).toBeDefined();
    } finally {
      await world.database.db
        .delete(rateLimits)
        .where(eq(rateLimits.key, cardEmailKey(world.ids.Rosa ?? '')));
    }
  });

  it('records the reminders that went even when another could not be sent', async () => {
    const planId = await newPlan();
    const leeId = idOf(
      await rosa.add(planId, { name: 'Mr. Lee', email: 'lee@school.example.org', items: ['B1'] }),
      'Mr. Lee',
    );
    const riveraId = idOf(await rosa.add(planId, { ...RIVERA, items: ['A1'] }), 'Ms. Rivera');
    const lee = await sendCard(planId, leeId);
    await sendCard(planId, riveraId);
    const flaky = await appWithMailer(async (message) => {
      if (message.to.includes('lee@school.example.org')) throw new Error('refused');
    });
    try {
      const res = await flaky.app.inject(
        jsonRequest('POST', `${base(planId)}/remind`, {}, world.cookies.Rosa),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ reminded: 1 });
    } finally {
      await flaky.app.close();
    }
    expect((await history(planId))[0]).toBe('Rosa Diaz: Reminded Ms. Rivera to read the card');
    expect((await openCard(lee.token)).statusCode).toBe(200);
  });
});
