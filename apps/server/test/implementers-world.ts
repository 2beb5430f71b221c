import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '@trellis/shared/session';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { ImplementerListResponseSchema } from '@trellis/shared/implementers';
import type { Database } from '../src/db/client';
import { accessLinks } from '../src/db/schema/index';
import { loggerOptions } from '../src/logger';
import { createDistrict, createSession, createSignedInUser } from './factories';
import { jsonRequest } from './http';
import { plansApi, type PlansApi } from './plans-api';
import { linkIn, startTestSmtp } from './smtp';
import { buildTestApp, testConfig, type TestApp } from './test-app';

// The implementers' and teacher cards' test files share this: one app, database and test SMTP
// per suite; a clock the tests move, starting at 09:00 UTC on 24 November 2026; the app's log
// at its most detailed. Rosa Diaz owns the plans, Ben Zimmer edits, Vic Viewer views, Stan
// Stranger is a colleague they are not shared with, Olga Outsider is of another district.

/** What every unknown, expired or withdrawn link answers. */
export const GONE = {
  code: 'NOT_FOUND',
  message: 'This link has expired or was withdrawn. Ask the student’s case manager for a new one.',
};

export const PLAN_STATE: StudentPlanState = {
  strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
  needs: [{ id: 'cn000', name: 'Copying from the board', category: null, priority: 1 }],
  plan: [
    { key: 'A1', title: 'Extended Time' },
    { key: 'B1', title: 'Visual Schedule' },
    { key: 'L1', title: 'Audiobooks' },
  ],
};

export const DAY = 24 * 60 * 60_000;

/** L1's "what to watch for" in the fixture library: the card and its e-mail carry it. */
export const L1_WATCH_FOR =
  'Watch whether the student follows the print while listening or drifts away from the page.';

export const RIVERA = {
  name: 'Ms. Rivera',
  email: 'rivera@school.example.org',
  classOrPeriod: 'Period 3',
};

const PEOPLE = [
  ['Rosa', 'Diaz', 'maple'],
  ['Ben', 'Zimmer', 'maple'],
  ['Vic', 'Viewer', 'maple'],
  ['Stan', 'Stranger', 'maple'],
  ['Olga', 'Outsider', 'cedar'],
] as const;

export const listOf = (res: { json: () => unknown }) =>
  ImplementerListResponseSchema.parse(res.json());

export const idOf = (res: { json: () => unknown }, name: string) => {
  const found = listOf(res).implementers.find((entry) => entry.name === name);
  if (!found) throw new Error(`no implementer ${name}`);
  return found.id;
};

/** The implementers API at `/api/v1/plans/:planId/implementers`. */
export const implementersUrl = (planId: string) => `/api/v1/plans/${planId}/implementers`;

export function useImplementersWorld(createDatabase: () => Promise<Database>) {
  const world = {
    now: new Date('2026-11-24T09:00:00Z'),
    database: undefined as unknown as Database,
    app: undefined as unknown as TestApp,
    smtp: undefined as unknown as Awaited<ReturnType<typeof startTestSmtp>>,
    publicUrl: '',
    mapleId: '',
    /** Every line the app logged. */
    logLines: [] as string[],
    /** Every card token the suite's e-mails carried. */
    tokens: [] as string[],
    cookies: {} as Record<string, Record<string, string>>,
    ids: {} as Record<string, string>,
  };
  const clock = { now: () => world.now };
  const later = (ms: number) => {
    world.now = new Date(world.now.getTime() + ms);
  };

  beforeAll(async () => {
    world.database = await createDatabase();
    world.smtp = await startTestSmtp();
    const config = testConfig({ SMTP_URL: world.smtp.url, LOG_LEVEL: 'trace' });
    world.publicUrl = config.PUBLIC_URL;
    const stream = new Writable({
      write(chunk, _encoding, done) {
        world.logLines.push(String(chunk));
        done();
      },
    });
    world.app = await buildTestApp(world.database, {
      config,
      clock,
      logger: { ...loggerOptions(config), stream },
    });
    const db = world.database.db;
    const districts = {
      maple: (await createDistrict(db, { name: 'Maple Grove Schools' })).id,
      cedar: (await createDistrict(db, { name: 'Cedar Falls District' })).id,
    };
    world.mapleId = districts.maple;
    for (const [first, last, district] of PEOPLE) {
      const { user, cookies } = await createSignedInUser(
        db,
        {
          firstName: first,
          lastName: last,
          email: `${first.toLowerCase()}@example.org`,
          accountType: 'district',
          districtId: districts[district],
        },
        world.now,
      );
      world.ids[first] = user.id;
      world.cookies[first] = cookies;
    }
  });
  afterAll(async () => {
    // No file's card tokens reach the log, whichever of its tests wrote them.
    const logged = world.logLines.join('\n');
    for (const token of world.tokens) expect(logged).not.toContain(token);
    await world.app.close();
    await world.database.close();
    await world.smtp.close();
  });

  const rosaPlans = (): PlansApi => plansApi(() => world.app, world.cookies.Rosa ?? {});
  const base = implementersUrl;
  /** The implementers API as `who` calls it, with their cookie as it is at each call. */
  const api = (who: string) => {
    const cookie = new Proxy({} as Record<string, string>, {
      get: (_target, name: string) => world.cookies[who]?.[name],
      ownKeys: () => Reflect.ownKeys(world.cookies[who] ?? {}),
      getOwnPropertyDescriptor: (_target, name: string) => {
        const value = world.cookies[who]?.[name];
        return value === undefined ? undefined : { value, enumerable: true, configurable: true };
      },
    });
    return {
      list: (planId: string) =>
        world.app.inject({ method: 'GET', url: base(planId), cookies: cookie }),
      add: (planId: string, body: object) =>
        world.app.inject(jsonRequest('POST', base(planId), body, cookie)),
      change: (planId: string, id: string, body: object) =>
        world.app.inject(jsonRequest('PATCH', `${base(planId)}/${id}`, body, cookie)),
      remove: (planId: string, id: string) =>
        world.app.inject(jsonRequest('DELETE', `${base(planId)}/${id}`, {}, cookie)),
      card: (planId: string, id: string) =>
        world.app.inject(jsonRequest('POST', `${base(planId)}/${id}/card`, {}, cookie)),
      revoke: (planId: string, id: string) =>
        world.app.inject(jsonRequest('POST', `${base(planId)}/${id}/revoke`, {}, cookie)),
      remind: (planId: string) =>
        world.app.inject(jsonRequest('POST', `${base(planId)}/remind`, {}, cookie)),
    };
  };
  const rosa = api('Rosa');

  // Each look-up comes from an address of its own, so the look-up limits stay out of the way.
  let address = 0;
  const nextAddress = () => `10.18.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
  const openCard = (token: string, remoteAddress = nextAddress()) =>
    world.app.inject({ method: 'GET', url: `/api/v1/cards/${token}`, remoteAddress });
  const acknowledge = (token: string, remoteAddress = nextAddress()) =>
    world.app.inject({
      ...jsonRequest('POST', `/api/v1/cards/${token}/acknowledge`),
      remoteAddress,
    });

  /** A plan of Rosa's with three items, shared with Ben (editor) and Vic (viewer). */
  const newPlan = async () => {
    const plan = (
      await rosaPlans().create({ label: 'J.T.', note: 'Private note for the team' })
    ).json();
    expect(
      (await rosaPlans().saveState(plan.id, { state: PLAN_STATE, version: 1 })).statusCode,
    ).toBe(200);
    await rosaPlans().share(plan.id, { userId: world.ids.Ben, role: 'editor' });
    await rosaPlans().share(plan.id, { userId: world.ids.Vic, role: 'viewer' });
    return plan.id as string;
  };

  /** Sends the card and answers the token read from the e-mail, and the e-mail. */
  const sendCard = async (planId: string, implementerId: string, by = rosa) => {
    const before = world.smtp.messages.length;
    const res = await by.card(planId, implementerId);
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(world.smtp.messages.length).toBeGreaterThan(before));
    const mail = world.smtp.messages[before];
    const link = linkIn(mail, /https?:\/\/\S+\/card\/[A-Za-z0-9_-]{43}/);
    const token = link.slice(-43);
    world.tokens.push(token);
    return { token, link, mail, res };
  };

  /** New sessions at the clock's time, after it moved past the old ones. */
  const signInAgain = async () => {
    for (const [first, id] of Object.entries(world.ids)) {
      const { token } = await createSession(world.database.db, id, {
        createdAt: world.now,
        lastSeenAt: world.now,
        expiresAt: new Date(world.now.getTime() + 12 * 3600_000),
      });
      world.cookies[first] = { [SESSION_COOKIE]: token };
    }
  };

  /** The plan's history lines, newest first, as "who: summary". */
  const history = async (planId: string): Promise<string[]> =>
    (await rosaPlans().history(planId))
      .json()
      .events.map((event: { who: string; summary: string }) => `${event.who}: ${event.summary}`);

  /** An app whose mailer runs `during` while "sending" and records the links it carried. */
  const appWithMailer = async (
    during: (message: { to: string[]; links?: string[] }) => Promise<unknown>,
  ) => {
    const links: string[] = [];
    const built = await buildTestApp(world.database, {
      clock,
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

  /** The implementer's link rows, withdrawn ones too. */
  const linksOf = async (implementerId: string) =>
    world.database.db
      .select()
      .from(accessLinks)
      .where(eq(accessLinks.implementerId, implementerId));

  return {
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
    linksOf,
  };
}
