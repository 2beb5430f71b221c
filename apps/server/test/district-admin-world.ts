import { afterAll, beforeAll } from 'vitest';
import { SESSION_COOKIE } from '@trellis/shared/session';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import type { Database, Db } from '../src/db/client';
import { deliveryLogEntries, studentPlans } from '../src/db/schema/index';
import type { MailMessage, Mailer } from '../src/mail/mailer';
import type { AppDeps } from '../src/app';
import { createDistrict, createSession, createUserWithPassword } from './factories';
import { jsonRequest } from './http';
import { buildTestApp, type TestApp } from './test-app';

// Two districts for the district console's tests: Maple Grove (Ana Diaz administers it; Ben
// Ode and Cy Park are staff) and Cedar Falls (Olga Lind administers it; Pia Moss is staff),
// and an operator, Otto Vance. Everyone is signed in at the suite's `now`.

export const STAFF_PASSWORD = 'a long and quiet river';

export interface Person {
  id: string;
  email: string;
  cookies: Record<string, string>;
}

type Role = 'member' | 'district_admin' | 'operator';

/** A user of a district (or none) with a password and a session started at `at`. */
export async function createPerson(
  db: Db,
  person: { firstName: string; lastName: string; districtId: string | null; role?: Role },
  at: Date,
): Promise<Person> {
  const email = `${person.firstName}.${person.lastName}.${crypto.randomUUID().slice(0, 6)}@example.org`;
  const user = await createUserWithPassword(db, STAFF_PASSWORD, {
    firstName: person.firstName,
    lastName: person.lastName,
    email: email.toLowerCase(),
    accountType: person.districtId ? 'district' : 'individual',
    districtId: person.districtId,
    role: person.role ?? 'member',
  });
  const { token } = await createSession(db, user.id, {
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + 12 * 3600_000),
  });
  return { id: user.id, email: user.email, cookies: { [SESSION_COOKIE]: token } };
}

export async function createDistrictWorld(db: Db, now: Date) {
  const year = 365 * 24 * 3600_000;
  const maple = await createDistrict(db, {
    name: 'Maple Grove Schools',
    licenceStartsAt: new Date('2026-08-01T00:00:00Z'),
    expiresAt: new Date(now.getTime() + year),
  });
  const cedar = await createDistrict(db, { name: 'Cedar Falls District' });
  const at = (districtId: string | null) => (first: string, last: string, role?: Role) =>
    createPerson(db, { firstName: first, lastName: last, districtId, role }, now);
  const inMaple = at(maple.id);
  const inCedar = at(cedar.id);
  return {
    maple,
    cedar,
    ana: await inMaple('Ana', 'Diaz', 'district_admin'),
    ben: await inMaple('Ben', 'Ode'),
    cy: await inMaple('Cy', 'Park'),
    olga: await inCedar('Olga', 'Lind', 'district_admin'),
    pia: await inCedar('Pia', 'Moss'),
    otto: await at(null)('Otto', 'Vance', 'operator'),
  };
}
export type DistrictWorld = Awaited<ReturnType<typeof createDistrictWorld>>;

/** A mailer that keeps what it was given and always succeeds. */
export function keptMail() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      return { id: crypto.randomUUID(), status: 'sent' };
    },
  };
  return { sent, mailer };
}

/**
 * One database, app (clock at `ctx.now`; mail kept in `ctx.mail`) and world for a suite.
 * `ctx.tick()` moves the clock a second on, so what happens next is newer in the audit log.
 */
export function useDistrictWorld(
  createDatabase: () => Promise<Database>,
  start: Date,
  options: () =>
    Promise<Partial<Omit<AppDeps, 'database'>>> | Partial<Omit<AppDeps, 'database'>> = () => ({}),
) {
  const mail = keptMail();
  const ctx = {
    now: start,
    mail: mail.sent,
    tick() {
      ctx.now = new Date(ctx.now.getTime() + 1_000);
      return ctx.now;
    },
  } as {
    now: Date;
    mail: MailMessage[];
    tick: () => Date;
    database: Database;
    app: TestApp;
    world: DistrictWorld;
  };
  beforeAll(async () => {
    ctx.database = await createDatabase();
    const clock = { now: () => ctx.now };
    ctx.app = await buildTestApp(ctx.database, {
      clock,
      mailer: mail.mailer,
      ...(await options()),
    });
    ctx.world = await createDistrictWorld(ctx.database.db, start);
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.close();
  });
  return ctx;
}

/** The district console's API as one person calls it. */
export function districtApi(app: () => TestApp, cookies: Record<string, string> = {}) {
  const url = (path: string) => `/api/v1/district${path}`;
  const get = (path: string) => app().inject({ method: 'GET', url: url(path), cookies });
  const send = (method: 'POST' | 'PUT', path: string, body: object = {}) =>
    app().inject(jsonRequest(method, url(path), body, cookies));
  return {
    get,
    send,
    overview: () => get(''),
    staff: (q?: string) => get(q === undefined ? '/staff' : `/staff?q=${encodeURIComponent(q)}`),
    setRole: (id: string, role: string) => send('PUT', `/staff/${id}/role`, { role }),
    deactivate: (id: string) => send('POST', `/staff/${id}/deactivate`),
    reactivate: (id: string) => send('POST', `/staff/${id}/reactivate`),
    resetPassword: (id: string) => send('POST', `/staff/${id}/password-reset`),
    rotate: () => send('POST', '/code/rotate'),
    setCode: (body: object) => send('PUT', '/code', body),
    audit: async () =>
      (await get('/audit')).json().entries as { actor: string; action: string; summary: string }[],
  };
}

/** A student plan stored directly (a chosen creation time), with the items of `keys`. */
export async function insertPlan(
  db: Db,
  plan: { ownerId: string; districtId: string; label: string; keys?: string[] },
  at: Date,
  archived = false,
) {
  const state: StudentPlanState = {
    strengths: [],
    needs: [],
    plan: (plan.keys ?? []).map((key) => ({ key, title: `Title of ${key}` })),
  };
  const [row] = await db
    .insert(studentPlans)
    .values({
      ownerId: plan.ownerId,
      districtId: plan.districtId,
      label: plan.label,
      planType: 'IEP',
      state,
      createdAt: at,
      updatedAt: at,
      archivedAt: archived ? at : null,
    })
    .returning();
  if (!row) throw new Error('plan not stored');
  return row;
}

/** A delivery log entry stored directly, recorded at `at`. */
export async function insertLogEntry(
  db: Db,
  entry: { planId: string; itemKey: string; loggerName: string; note?: string },
  at: Date,
) {
  await db.insert(deliveryLogEntries).values({
    planId: entry.planId,
    itemKey: entry.itemKey,
    period: 'day',
    startsOn: at.toISOString().slice(0, 10),
    loggerKey: `student:${crypto.randomUUID()}`,
    role: 'case-manager',
    loggerName: entry.loggerName,
    provided: 'full',
    used: 'yes',
    rating: 4,
    note: entry.note ?? '',
    createdAt: at,
    updatedAt: at,
  });
}
