import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LinkLogResponseSchema,
  LOG_BACKDATE_DAYS,
  LogSaveResponseSchema,
} from '@trellis/shared/delivery-log';
import { ImplementerListResponseSchema } from '@trellis/shared/implementers';
import type { Database } from '../../db/client';
import { deliveryLogEntries } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { jsonRequest } from '../../../test/http';
import { createLink, createLogPlan, createLogTeam, type LogTeam } from '../../../test/log-team';
import { plansApi } from '../../../test/plans-api';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { LINK_LOG_SAVE_RULE } from './link-log.service';

const GONE = {
  code: 'NOT_FOUND',
  message: 'This link has expired or was withdrawn. Ask the student’s case manager for a new one.',
};
const DAY = 24 * 60 * 60_000;
/** A Tuesday: its week starts on Monday 2026-11-23. */
const TODAY = '2026-11-24';
const MONDAY = '2026-11-23';

const fullWeek = (itemKey: string, rating = 4) => ({
  itemKey,
  provided: 'full',
  used: 'yes',
  rating,
  note: 'Went well',
});

describeEachDatabase('the delivery log through a link', (createDatabase) => {
  const now = new Date(`${TODAY}T09:00:00Z`);
  let database: Database;
  let app: TestApp;
  let team: LogTeam;
  let address = 0;
  const nextAddress = () => `10.19.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    database = await createDatabase();
    app = await buildTestApp(database, { clock: { now: () => now } });
    team = await createLogTeam(database.db, now);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const url = (token: string, rest = '') => `/api/v1/cards/${token}${rest}`;
  const link = {
    get: (token: string, rest = '/log') =>
      app.inject({ method: 'GET', url: url(token, rest), remoteAddress: nextAddress() }),
    save: (token: string, body: object) =>
      app.inject({ ...jsonRequest('PUT', url(token, '/log'), body), remoteAddress: nextAddress() }),
    pause: (token: string, paused: boolean) =>
      app.inject({
        ...jsonRequest('PUT', url(token, '/reminders'), { paused }),
        remoteAddress: nextAddress(),
      }),
    acknowledge: (token: string) =>
      app.inject({
        ...jsonRequest('POST', url(token, '/acknowledge')),
        remoteAddress: nextAddress(),
      }),
  };
  const week = (entries: object[], startsOn = MONDAY) => ({ period: 'week', startsOn, entries });
  /** A new plan and a card link of Ms. Rivera's (A1, L1) and one of Ina's (B1). */
  const setUp = async () => {
    const plan = await createLogPlan(app, team);
    const cardOf = (implementerId: string) =>
      createLink(database.db, { planId: plan.planId, implementerId, purpose: 'card', now });
    return { ...plan, riveraCard: await cardOf(plan.rivera), inaCard: await cardOf(plan.ina) };
  };

  it('opens only its implementer’s items and own entries, and nothing else of the plan', async () => {
    const { riveraCard, inaCard, rivera } = await setUp();
    expect((await link.save(inaCard, week([fullWeek('B1')]))).statusCode).toBe(200);
    const res = await link.get(riveraCard);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const log = LinkLogResponseSchema.parse(res.json());
    expect(log).toEqual({
      student: 'J.T.',
      implementer: { name: 'Ms. Rivera', classOrPeriod: 'Period 3' },
      items: [
        { key: 'A1', title: 'Extended Time', statement: expect.stringContaining('J.T.') },
        { key: 'L1', title: 'Audiobooks', statement: expect.stringContaining('J.T.') },
      ],
      entries: [],
      remindersPaused: false,
      today: TODAY,
    });
    for (const secret of ['B1', 'Visual Schedule', 'Private note', 'Copying', 'Ina', rivera]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('saves a week as the implementer, and logging it again replaces the answers', async () => {
    const { riveraCard, planId, rivera } = await setUp();
    const first = await link.save(
      riveraCard,
      week([fullWeek('A1', 2), { itemKey: 'L1', provided: 'not', reason: 'No headphones' }]),
    );
    expect(first.statusCode, first.body).toBe(200);
    const saved = LogSaveResponseSchema.parse(first.json()).entries;
    expect(saved).toEqual([
      expect.objectContaining({
        itemKey: 'A1',
        period: 'week',
        startsOn: MONDAY,
        role: 'implementer',
        implementerId: rivera,
        loggerName: 'Ms. Rivera',
        provided: 'full',
        used: 'yes',
        rating: 2,
      }),
      expect.objectContaining({ itemKey: 'L1', provided: 'not', reason: 'No headphones' }),
    ]);
    const again = await link.save(riveraCard, week([fullWeek('A1', 5)]));
    expect(again.statusCode).toBe(200);
    const rows = await database.db
      .select()
      .from(deliveryLogEntries)
      .where(eq(deliveryLogEntries.planId, planId));
    expect(rows.map((row) => [row.itemKey, row.rating, row.authorId])).toEqual(
      expect.arrayContaining([
        ['A1', 5, null],
        ['L1', null, null],
      ]),
    );
    expect(rows).toHaveLength(2);
    const log = LinkLogResponseSchema.parse((await link.get(riveraCard)).json());
    expect(log.entries.map((entry) => [entry.itemKey, entry.rating])).toEqual([
      ['A1', 5],
      ['L1', null],
    ]);
  });

  it('logs a colleague as their account names them, with them as author', async () => {
    const { inaCard, planId } = await setUp();
    const res = await link.save(inaCard, {
      period: 'day',
      startsOn: TODAY,
      entries: [fullWeek('B1')],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entries[0].loggerName).toBe('Ina Teacher');
    const [row] = await database.db
      .select()
      .from(deliveryLogEntries)
      .where(eq(deliveryLogEntries.planId, planId));
    expect(row?.authorId).toBe(team.ids.Ina);
  });

  it('refuses another implementer’s items, the student’s view and unanswered reasons', async () => {
    const { riveraCard } = await setUp();
    const others = await link.save(riveraCard, week([fullWeek('A1'), fullWeek('B1')]));
    expect(others.statusCode).toBe(400);
    expect(others.json().issues).toEqual([
      {
        path: 'entries.1.itemKey',
        message: 'B1 is not one of the accommodations on your card',
      },
    ]);
    const student = await link.save(riveraCard, {
      ...week([{ itemKey: 'A1', provided: null, used: 'yes', rating: 3 }]),
      as: 'student',
    });
    expect(student.statusCode).toBe(400);
    expect(student.json().issues).toEqual([
      { path: 'as', message: 'The student’s own view is added by the case manager, signed in.' },
    ]);
    const noReason = await link.save(riveraCard, week([{ itemKey: 'A1', provided: 'not' }]));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toContainEqual({
      path: 'entries.0.reason',
      message: 'Say why it was not provided',
    });
  });

  it('takes days from LOG_BACKDATE_DAYS back to tomorrow, and weeks by their Monday', async () => {
    const { riveraCard } = await setUp();
    const day = (startsOn: string) =>
      link.save(riveraCard, { period: 'day', startsOn, entries: [fullWeek('A1')] });
    const startsOnIssue = async (res: Awaited<ReturnType<typeof day>>) => {
      expect(res.statusCode).toBe(400);
      return res.json().issues;
    };
    expect((await day('2026-11-25')).statusCode).toBe(200);
    expect(await startsOnIssue(await day('2026-11-26'))).toEqual([
      { path: 'startsOn', message: 'You cannot log a day that has not come yet.' },
    ]);
    const oldest = new Date(now.getTime() - LOG_BACKDATE_DAYS * DAY).toISOString().slice(0, 10);
    const tooOld = new Date(now.getTime() - (LOG_BACKDATE_DAYS + 1) * DAY)
      .toISOString()
      .slice(0, 10);
    expect((await day(oldest)).statusCode).toBe(200);
    expect(await startsOnIssue(await day(tooOld))).toEqual([
      { path: 'startsOn', message: `You can log days up to ${LOG_BACKDATE_DAYS} days back.` },
    ]);
    const malformed = await link.save(riveraCard, week([fullWeek('A1')], 'next week'));
    expect(await startsOnIssue(malformed)).toEqual([
      { path: 'startsOn', message: 'expected a date such as 2027-03-15' },
    ]);
    const tuesday = await link.save(riveraCard, week([fullWeek('A1')], TODAY));
    expect(await startsOnIssue(tuesday)).toEqual([
      { path: 'startsOn', message: 'A week starts on a Monday' },
    ]);
  });

  it('a log link opens the log and the reminder, never the card or its confirmation', async () => {
    const { planId, rivera } = await setUp();
    const token = await createLink(database.db, {
      planId,
      implementerId: rivera,
      purpose: 'log',
      now,
    });
    expect((await link.get(token)).statusCode).toBe(200);
    expect((await link.save(token, week([fullWeek('L1')]))).statusCode).toBe(200);
    expect((await link.get(token, '')).json()).toEqual(GONE);
    const acknowledged = await link.acknowledge(token);
    expect(acknowledged.statusCode).toBe(404);
    expect(acknowledged.json()).toEqual(GONE);

    const paused = await link.pause(token, true);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toEqual({ remindersPaused: true });
    expect((await link.get(token)).json().remindersPaused).toBe(true);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/v1/plans/${planId}/implementers`,
      cookies: team.cookies.Rosa,
    });
    const mine = ImplementerListResponseSchema.parse(listed.json()).implementers.find(
      (entry) => entry.id === rivera,
    );
    // A week logged on its Tuesday covers up to today, not its Sunday.
    expect(mine).toMatchObject({ remindersPaused: true, lastLoggedOn: TODAY });
    expect((await link.pause(token, false)).json()).toEqual({ remindersPaused: false });
  });

  it('answers the one 404 for expired, withdrawn and archived links, on every log route', async () => {
    const { planId, rivera, riveraCard } = await setUp();
    const expired = await createLink(database.db, {
      planId,
      implementerId: rivera,
      purpose: 'log',
      now: new Date(now.getTime() - 20 * DAY),
      expiresAt: new Date(now.getTime() - DAY),
    });
    const revoked = await createLink(database.db, {
      planId,
      implementerId: rivera,
      purpose: 'card',
      now,
      revokedAt: now,
    });
    const routes = (token: string) => [
      link.get(token),
      link.save(token, week([fullWeek('A1')])),
      link.pause(token, true),
    ];
    for (const token of [expired, revoked, 'not-a-token']) {
      for (const res of await Promise.all(routes(token))) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(GONE);
      }
    }
    const rosa = plansApi(() => app, team.cookies.Rosa);
    expect((await rosa.update(planId, { archived: true })).statusCode).toBe(200);
    for (const res of await Promise.all(routes(riveraCard))) expect(res.json()).toEqual(GONE);
    expect((await rosa.update(planId, { archived: false })).statusCode).toBe(200);
    expect((await link.get(riveraCard)).statusCode).toBe(200);
  });

  it('limits saves per implementer, so a leaked link cannot flood the log', async () => {
    const { riveraCard } = await setUp();
    const body = week([fullWeek('A1')]);
    for (let save = 0; save < LINK_LOG_SAVE_RULE.limit; save += 1) {
      expect((await link.save(riveraCard, body)).statusCode).toBe(200);
    }
    const over = await link.save(riveraCard, body);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('TOO_MANY_ATTEMPTS');
  });
});
