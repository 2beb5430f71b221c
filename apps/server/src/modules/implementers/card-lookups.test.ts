import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessLinks, rateLimits } from '../../db/schema/index';
import { linkTokenHash } from '../../domain/monitoring/link-tokens';
import { describeEachDatabase } from '../../../test/databases';
import { useLogApi } from '../../../test/log-api';
import { createLink, createLogPlan } from '../../../test/log-team';
import { CARD_LINK_RULE, CARD_LOOKUP_RULE } from './cards.service';

// The limits on link look-ups (decision 018): failed look-ups per client address stop
// probing, without holding up a school whose staff all come from one address; each good
// link has a budget of its own.

const DAY = 24 * 60 * 60_000;

describeEachDatabase('limits on card and log link look-ups', (createDatabase) => {
  const { ctx, now } = useLogApi(createDatabase);

  const open = (token: string, remoteAddress: string, rest = '/log') =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/cards/${token}${rest}`, remoteAddress });
  const statuses = async (requests: Promise<{ statusCode: number }>[]) =>
    (await Promise.all(requests)).map((res) => res.statusCode);

  /** A plan and the card link of Ms. Rivera, and one of hers that expired. */
  const links = async () => {
    const { planId, rivera } = await createLogPlan(ctx.app, ctx.team);
    const link = (extra: object = {}) =>
      createLink(ctx.database.db, {
        planId,
        implementerId: rivera,
        purpose: 'card',
        now,
        ...extra,
      });
    const expired = await link({
      now: new Date(now.getTime() - 30 * DAY),
      expiresAt: new Date(now.getTime() - DAY),
    });
    return { good: await link(), expired };
  };

  it('counts only failed look-ups per address, and then refuses even a good link', async () => {
    const { good, expired } = await links();
    const school = '10.41.0.1';
    // A staff room behind one address opens its links as often as it likes.
    for (let i = 0; i < CARD_LOOKUP_RULE.limit + 10; i += 1) {
      expect((await open(good, school, i % 2 ? '' : '/log')).statusCode).toBe(200);
    }
    const failures = ['B'.repeat(43), 'not-a-token', expired];
    for (let i = 0; i < CARD_LOOKUP_RULE.limit; i += 1) {
      expect((await open(failures[i % 3] ?? '', school)).statusCode).toBe(404);
    }
    const probing = await open('C'.repeat(43), school);
    expect(probing.statusCode).toBe(429);
    expect(probing.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await open(good, school)).statusCode).toBe(429);
    expect((await open(good, '10.41.0.2')).statusCode).toBe(200);
  });

  it('holds the failure limit when look-ups arrive together', async () => {
    const prober = '10.42.0.1';
    const over = 20;
    const all = await statuses(
      Array.from({ length: CARD_LOOKUP_RULE.limit + over }, (_, i) =>
        open(`${'D'.repeat(40)}${String(i).padStart(3, '0')}`, prober),
      ),
    );
    expect(all.filter((status) => status === 404)).toHaveLength(CARD_LOOKUP_RULE.limit);
    expect(all.filter((status) => status === 429)).toHaveLength(over);
  });

  it('gives each good link its own hourly budget', async () => {
    const { good } = await links();
    const [row] = await ctx.database.db
      .select({ id: accessLinks.id })
      .from(accessLinks)
      .where(eq(accessLinks.tokenHash, linkTokenHash(good)));
    // The link has been opened all but once this hour, from many addresses.
    await ctx.database.db.insert(rateLimits).values({
      key: `card:link:${row?.id}`,
      hits: CARD_LINK_RULE.limit - 1,
      resetAt: new Date(now.getTime() + CARD_LINK_RULE.windowMs),
    });
    expect((await open(good, '10.43.0.1')).statusCode).toBe(200);
    const over = await open(good, '10.43.0.2');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    // Another link is not held up by it.
    const { good: other } = await links();
    expect((await open(other, '10.43.0.2')).statusCode).toBe(200);
  });
});
