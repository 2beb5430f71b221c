import { Writable } from 'node:stream';
import { afterEach, beforeEach, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '@trellis/shared/session';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { fromPostgresUrl, type Database } from '../src/db/client';
import { districts, planImplementers } from '../src/db/schema/index';
import { loggerOptions } from '../src/logger';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { createDistrict, createSession, createSignedInUser } from './factories';
import { jsonRequest } from './http';
import { plansApi } from './plans-api';
import { databaseUrlFor } from './postgres-url';
import { startTestSmtp } from './smtp';
import { buildTestApp, testConfig, type TestApp } from './test-app';
import type { ReminderDeps } from '../src/modules/reminders/reminder-sends';

// Test only. A world for the reminder tests: a fresh database and app per test (a pass reads every plan
// of the database), a clock the test moves, the test SMTP, and plans set up through the API.

export const ITEMS: StudentPlanState['plan'] = [
  { key: 'A1', title: 'Extended Time' },
  { key: 'B1', title: 'Visual Schedule' },
  { key: 'L1', title: 'Audiobooks' },
];
const state = (plan = ITEMS): StudentPlanState => ({ strengths: [], needs: [], plan });

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;
/** Monday 30 November 2026; its reminders are due from Friday 4 December, 12:00 UTC. */
export const MONDAY = '2026-11-30';
export const FRIDAY_NOON = new Date('2026-12-04T12:00:00Z');

export function useReminderWorld(createDatabase: () => Promise<Database>) {
  const world = {
    now: new Date(`${MONDAY}T09:00:00Z`),
    database: undefined as unknown as Database,
    app: undefined as unknown as TestApp,
    smtp: undefined as unknown as Awaited<ReturnType<typeof startTestSmtp>>,
    closers: [] as (() => Promise<void>)[],
    /** Every line the app logged, at the most detailed level. */
    logLines: [] as string[],
  };
  const clock = { now: () => world.now };
  const config = () => testConfig({ SMTP_URL: world.smtp.url, LOG_LEVEL: 'trace' });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      world.logLines.push(String(chunk));
      done();
    },
  });

  beforeEach(async () => {
    world.now = new Date(`${MONDAY}T09:00:00Z`);
    world.database = await createDatabase();
    world.smtp = await startTestSmtp();
    world.logLines.length = 0;
    world.app = await buildTestApp(world.database, {
      config: config(),
      clock,
      logger: { ...loggerOptions(config()), stream },
    });
  });
  afterEach(async () => {
    for (const close of world.closers.splice(0).reverse()) await close();
    await world.app.close();
    await world.database.close();
    await world.smtp.close();
  });

  /** A mailer of the mail layer the app uses, on the test SMTP or on `smtpUrl`. */
  const mailerFor = (database: Database, smtpUrl = world.smtp.url): Mailer =>
    createMailer({
      config: testConfig({ SMTP_URL: smtpUrl }),
      db: database.db,
      log: world.app.log,
      smtpTimeouts: {
        connectionTimeout: 1_000,
        greetingTimeout: 1_000,
        socketTimeout: 2_000,
        dnsTimeout: 1_000,
      },
    });

  /** What one server's timer passes to a pass; `mailer` overrides the working one. */
  const deps = (options: { mailer?: Mailer; database?: Database } = {}): ReminderDeps => {
    const database = options.database ?? world.database;
    return {
      db: database.db,
      clock,
      mailer: options.mailer ?? mailerFor(database),
      config: config(),
      log: world.app.log,
    };
  };

  /** A mailer whose SMTP server is gone: every send fails. */
  const failingMailer = async () => {
    const gone = await startTestSmtp();
    await gone.close();
    return mailerFor(world.database, gone.url);
  };

  /**
   * A second connection pool on the same PostgreSQL database: another server's view of it.
   * Closed before the database is dropped.
   */
  const secondPool = async (): Promise<Database> => {
    // Both drivers answer raw statements with their rows in `rows`.
    const result = (await world.database.db.execute(
      sql`select current_database() as name`,
    )) as unknown as { rows: { name: string }[] };
    const baseUrl = process.env.TEST_DATABASE_URL ?? '';
    const other = fromPostgresUrl(databaseUrlFor(baseUrl, result.rows[0]?.name ?? ''));
    world.closers.push(() => other.close());
    return other;
  };

  /**
   * The databases of `count` other servers: on PostgreSQL each its own connection pool, as
   * separate processes have; on the embedded database (one process) the same one.
   */
  const otherServers = async (engine: string, count = 3): Promise<Database[]> =>
    engine === 'PostgreSQL'
      ? Promise.all(Array.from({ length: count }, () => secondPool()))
      : Array.from({ length: count }, () => world.database);

  /** A case manager who may use Trellis, signed in at the clock's time on each call. */
  const newOwner = async (first = 'Rosa') => {
    const district = await createDistrict(world.database.db);
    const { user } = await createSignedInUser(world.database.db, {
      firstName: first,
      lastName: 'Diaz',
      email: `${first.toLowerCase()}.${district.code.toLowerCase()}@example.org`,
      accountType: 'district',
      districtId: district.id,
    });
    const cookies = async () => {
      const { token } = await createSession(world.database.db, user.id, {
        createdAt: world.now,
        lastSeenAt: world.now,
        expiresAt: new Date(world.now.getTime() + 12 * HOUR),
      });
      return { [SESSION_COOKIE]: token };
    };
    const plans = async () => plansApi(() => world.app, await cookies());
    return { user, district, cookies, plans };
  };
  type Owner = Awaited<ReturnType<typeof newOwner>>;

  /** A plan of the owner's holding ITEMS (or `items`), with a review date if given. */
  const newPlan = async (
    owner: Owner,
    options: { label?: string; reviewDate?: string; items?: StudentPlanState['plan'] } = {},
  ) => {
    const api = await owner.plans();
    const created = await api.create({
      label: options.label ?? 'J.T.',
      ...(options.reviewDate ? { reviewDate: options.reviewDate } : {}),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const saved = await api.saveState(id, { state: state(options.items), version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    return id;
  };

  /** Changes a plan as its owner would (details, archived). */
  const updatePlan = async (owner: Owner, planId: string, body: object) => {
    const res = await (await owner.plans()).update(planId, body);
    expect(res.statusCode, res.body).toBe(200);
  };

  const implementersUrl = (planId: string) => `/api/v1/plans/${planId}/implementers`;

  /** Names an implementer; with `card`, e-mails them their card as the case manager does. */
  const addImplementer = async (
    owner: Owner,
    planId: string,
    person: { name: string; items: string[]; card?: boolean },
  ) => {
    const email = `${person.name.toLowerCase().replace(/\W+/g, '.')}@school.example.org`;
    const body = { name: person.name, email, classOrPeriod: 'Period 3', items: person.items };
    const res = await world.app.inject(
      jsonRequest('POST', implementersUrl(planId), body, await owner.cookies()),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json().implementers as { id: string; name: string }[]).find(
      (entry) => entry.name === person.name,
    )?.id;
    if (!id) throw new Error(`no implementer ${person.name}`);
    if (person.card !== false) await sendCard(owner, planId, id);
    return { id, email };
  };

  const sendCard = async (owner: Owner, planId: string, implementerId: string) => {
    const url = `${implementersUrl(planId)}/${implementerId}/card`;
    const res = await world.app.inject(jsonRequest('POST', url, {}, await owner.cookies()));
    expect(res.statusCode, res.body).toBe(200);
  };

  const implementerRequest = async (
    owner: Owner,
    method: 'PATCH' | 'DELETE' | 'POST',
    path: string,
    body: object = {},
  ) => {
    const res = await world.app.inject(jsonRequest(method, path, body, await owner.cookies()));
    expect(res.statusCode, res.body).toBe(200);
  };

  /** Pauses an implementer's weekly reminder, as their link's page does. */
  const pause = async (implementerId: string) => {
    await world.database.db
      .update(planImplementers)
      .set({ remindersPausedAt: world.now })
      .where(eq(planImplementers.id, implementerId));
  };

  /** The owner's district is deactivated: its people may no longer use Trellis. */
  const deactivateDistrict = async (owner: Owner) => {
    await world.database.db
      .update(districts)
      .set({ active: false })
      .where(eq(districts.id, owner.district.id));
  };

  let address = 0;
  const remoteAddress = () => `10.27.0.${(address += 1)}`;
  /** The link pages an implementer opens from the e-mail, without an account. */
  const linkApi = {
    open: (token: string) =>
      world.app.inject({
        method: 'GET',
        url: `/api/v1/cards/${token}/log`,
        remoteAddress: remoteAddress(),
      }),
    log: (token: string, startsOn: string, period: 'day' | 'week' = 'week') =>
      world.app.inject({
        ...jsonRequest('PUT', `/api/v1/cards/${token}/log`, {
          period,
          startsOn,
          entries: [{ itemKey: 'A1', provided: 'full', used: 'yes', rating: 4 }],
        }),
        remoteAddress: remoteAddress(),
      }),
    pause: (token: string) =>
      world.app.inject({
        ...jsonRequest('PUT', `/api/v1/cards/${token}/reminders`, { paused: true }),
        remoteAddress: remoteAddress(),
      }),
  };
  return {
    world,
    linkApi,
    deps,
    failingMailer,
    otherServers,
    newOwner,
    newPlan,
    updatePlan,
    addImplementer,
    implementersUrl,
    implementerRequest,
    pause,
    deactivateDistrict,
    at: (when: Date) => {
      world.now = when;
    },
  };
}
