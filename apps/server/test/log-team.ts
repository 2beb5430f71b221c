import { expect } from 'vitest';
import { SESSION_COOKIE } from '@trellis/shared/session';
import type { Db } from '../src/db/client';
import { insertAccessLink } from '../src/domain/monitoring/access-links.repository';
import { newLinkToken } from '../src/domain/monitoring/link-tokens';
import { createDistrict, createUserWithPassword, createSession } from './factories';
import { jsonRequest } from './http';
import { plansApi } from './plans-api';
import type { TestApp } from './test-app';
import { PLAN_STATE } from './implementers-world';

// A team around one student's plan for the delivery log's tests: Rosa owns it, Ben edits,
// Vic views, Stan is a colleague it is not shared with, Ina a colleague named as an
// implementer (not shared), Olga of another district; Ms. Rivera implements without an account.

export const LOG_TEAM_PASSWORD = 'a long and quiet river';

export const PEOPLE = ['Rosa', 'Ben', 'Vic', 'Stan', 'Ina', 'Olga'] as const;
export type Person = (typeof PEOPLE)[number];

export interface LogTeam {
  ids: Record<Person, string>;
  cookies: Record<Person, Record<string, string>>;
  districts: { maple: string; cedar: string };
}

/** The team's accounts, each signed in at `now`. */
export async function createLogTeam(db: Db, now: Date): Promise<LogTeam> {
  const maple = (await createDistrict(db, { name: 'Maple Grove Schools' })).id;
  const cedar = (await createDistrict(db, { name: 'Cedar Falls District' })).id;
  const ids = {} as Record<Person, string>;
  const cookies = {} as Record<Person, Record<string, string>>;
  for (const first of PEOPLE) {
    const user = await createUserWithPassword(db, LOG_TEAM_PASSWORD, {
      firstName: first,
      lastName: 'Teacher',
      email: `${first.toLowerCase()}.${crypto.randomUUID().slice(0, 8)}@example.org`,
      accountType: 'district',
      districtId: first === 'Olga' ? cedar : maple,
    });
    const { token } = await createSession(db, user.id, {
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 12 * 3600_000),
    });
    ids[first] = user.id;
    cookies[first] = { [SESSION_COOKIE]: token };
  }
  return { ids, cookies, districts: { maple, cedar } };
}

export const RIVERA = {
  name: 'Ms. Rivera',
  email: 'rivera@school.example.org',
  classOrPeriod: 'Period 3',
};

/**
 * A plan of Rosa's with A1, B1 and L1, shared with Ben (editor) and Vic (viewer); Ms. Rivera
 * implements A1 and L1, Ina B1. Answers the plan's and implementers' ids.
 */
export async function createLogPlan(app: TestApp, team: LogTeam, label = 'J.T.') {
  const rosa = plansApi(() => app, team.cookies.Rosa);
  const plan = (await rosa.create({ label, note: 'Private note for the team' })).json();
  expect((await rosa.saveState(plan.id, { state: PLAN_STATE, version: 1 })).statusCode).toBe(200);
  await rosa.share(plan.id, { userId: team.ids.Ben, role: 'editor' });
  await rosa.share(plan.id, { userId: team.ids.Vic, role: 'viewer' });
  const add = async (body: object, name: string) => {
    const url = `/api/v1/plans/${plan.id}/implementers`;
    const res = await app.inject(jsonRequest('POST', url, body, team.cookies.Rosa));
    expect(res.statusCode, res.body).toBe(200);
    const list: { id: string; name: string }[] = res.json().implementers;
    return list.find((entry) => entry.name === name)?.id ?? '';
  };
  const rivera = await add({ ...RIVERA, items: ['A1', 'L1'] }, RIVERA.name);
  const ina = await add(
    { colleagueId: team.ids.Ina, classOrPeriod: 'Art', items: ['B1'] },
    'Ina Teacher',
  );
  return { planId: plan.id as string, rivera, ina };
}

/** A good link of the implementer (as a sent card or a weekly reminder makes one): its token. */
export async function createLink(
  db: Db,
  link: {
    planId: string;
    implementerId: string;
    purpose: 'card' | 'log';
    now: Date;
    expiresAt?: Date;
    revokedAt?: Date;
  },
): Promise<string> {
  const { token, tokenHash } = newLinkToken();
  await insertAccessLink(db, {
    tokenHash,
    purpose: link.purpose,
    planId: link.planId,
    implementerId: link.implementerId,
    createdAt: link.now,
    expiresAt: link.expiresAt ?? new Date(link.now.getTime() + 14 * 24 * 3600_000),
    revokedAt: link.revokedAt ?? null,
  });
  return token;
}
