import { expect, it } from 'vitest';
import { CARD_LINK_DAYS, CardResponseSchema } from '@trellis/shared/implementers';
import { eq } from 'drizzle-orm';
import { planImplementers, users } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { jsonRequest } from '../../../test/http';
import {
  DAY,
  GONE,
  idOf,
  listOf,
  RIVERA,
  useImplementersWorld,
} from '../../../test/implementers-world';

// A card's link, opened without an account (issue 18): when it stops opening (expiry,
// withdrawal, a new card, an archived plan) and what a confirmation through it counts for.

describeEachDatabase('card links and acknowledgement', (createDatabase) => {
  const {
    world,
    later,
    base,
    rosa,
    rosaPlans,
    openCard,
    acknowledge,
    newPlan,
    sendCard,
    signInAgain,
    history,
    appWithMailer,
    linksOf,
  } = useImplementersWorld(createDatabase);

  it('answers one 404 for unknown, malformed, expired and revoked links', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...RIVERA, items: ['A1'] }), 'Ms. Rivera');
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
    const id = idOf(
      await rosa.add(planId, { colleagueId: world.ids.Ben, items: ['A1'] }),
      'Ben Zimmer',
    );
    const riveraId = idOf(await rosa.add(planId, { ...RIVERA, items: ['B1'] }), 'Ms. Rivera');
    const first = await sendCard(planId, id);
    const confirmedAt = world.now.toISOString();
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

  it('never opens a withdrawn link again, even one withdrawn while its e-mail went', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...RIVERA, items: ['A1'] }), 'Ms. Rivera');
    const earlier = await sendCard(planId, id);
    let during: () => Promise<unknown> = async () => undefined;
    const slow = await appWithMailer(() => during());
    const send = () =>
      slow.app.inject(jsonRequest('POST', `${base(planId)}/${id}/card`, {}, world.cookies.Rosa));
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
        world.database.db
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
    const id = idOf(await rosa.add(planId, { ...RIVERA, items: ['A1'] }), 'Ms. Rivera');
    const { token } = await sendCard(planId, id);
    const expiresAt = new Date(world.now.getTime() + CARD_LINK_DAYS * DAY).toISOString();
    const confirmedAt = world.now.toISOString();
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
    await rosa.change(planId, id, { ...RIVERA, items: ['A1', 'B1'] });
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
      await rosa.add(planId, { colleagueId: world.ids.Stan, items: ['B1'] }),
      'Stan Stranger',
    );
    await acknowledge((await sendCard(planId, stanId)).token);
    expect((await mine(stanId))?.acknowledgedAt).toBe(world.now.toISOString());
    const setStanEmail = (email: string) =>
      world.database.db
        .update(users)
        .set({ email })
        .where(eq(users.id, world.ids.Stan ?? ''));
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

  it('sends no cards for an archived plan, and its links open nothing until it is restored', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...RIVERA, items: ['A1'] }), 'Ms. Rivera');
    const { token } = await sendCard(planId, id);
    expect((await rosaPlans().update(planId, { archived: true })).statusCode).toBe(200);
    const before = world.smtp.messages.length;
    for (const res of [await rosa.card(planId, id), await rosa.remind(planId)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'PLAN_ARCHIVED',
        message: 'Restore the plan to send cards.',
      });
    }
    expect((await openCard(token)).json()).toEqual(GONE);
    expect((await acknowledge(token)).json()).toEqual(GONE);
    expect(world.smtp.messages.length).toBe(before);
    expect((await rosaPlans().update(planId, { archived: false })).statusCode).toBe(200);
    expect((await openCard(token)).statusCode).toBe(200);
  });

  it('never writes a card token in the logs', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...RIVERA, items: ['A1'] }), 'Ms. Rivera');
    const { token } = await sendCard(planId, id);
    expect((await openCard(token)).statusCode).toBe(200);
    expect((await acknowledge(token)).statusCode).toBe(200);
    const logged = world.logLines.join('\n');
    expect(logged).toContain('/api/v1/cards/[Redacted]');
    expect(logged).toContain('/api/v1/cards/[Redacted]/acknowledge');
    // This test's token and those of every test that ran before it.
    for (const each of new Set([token, ...world.tokens])) expect(logged).not.toContain(each);
  });
});
