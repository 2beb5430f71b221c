import { count, getTableName, inArray, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import {
  accessLinks,
  acknowledgements,
  auditLog,
  currentPlans,
  deliveryLogEntries,
  districtUsage,
  mailOutbox,
  passwordResetRequests,
  passwordResetTokens,
  planEvents,
  planImplementers,
  planShares,
  rateLimits,
  reminderMails,
  reviewDecisions,
  studentPlans,
} from '../../db/schema/index';
import { createDistrict } from '../../../test/factories';
import { createEstimateRequest, NOW, signedInAs } from './operator-test-support';

// Two districts whose staff have everything an account can have (plans, shares, history,
// implementers, card links and confirmations, log entries, review decisions, reminders,
// sessions, reset links and requests, rate-limit counters, usage, sent mail, audit entries),
// for the district deletion tests.
// Maple Grove's Ben also implements and logs on a plan of Oak Hill: what a deletion must
// forget rather than delete. Not a test file itself.

const STATE = { strengths: [], needs: [], plan: [{ key: 'B1', title: 'Visual Schedule' }] };

async function planOf(db: Db, ownerId: string, districtId: string, label: string) {
  const [plan] = await db
    .insert(studentPlans)
    .values({ ownerId, districtId, label, planType: 'IEP', state: STATE })
    .returning();
  if (!plan) throw new Error('plan not created');
  await db
    .insert(planEvents)
    .values({ planId: plan.id, userId: ownerId, at: NOW, kind: 'created', summary: 'Created.' });
  await db.insert(currentPlans).values({ userId: ownerId, planId: plan.id }).onConflictDoNothing();
  return plan;
}

/** A colleague implementing a plan's B1, with a card link they confirmed and an entry they logged. */
async function implementing(db: Db, planId: string, colleague: { id: string; email: string }) {
  const [implementer] = await db
    .insert(planImplementers)
    .values({
      planId,
      colleagueId: colleague.id,
      name: 'Ben Maple',
      email: colleague.email,
      items: ['B1'],
    })
    .returning();
  if (!implementer) throw new Error('implementer not created');
  const [link] = await db
    .insert(accessLinks)
    .values({
      tokenHash: `hash-${implementer.id}`,
      purpose: 'card',
      planId,
      implementerId: implementer.id,
      createdAt: NOW,
      expiresAt: new Date(NOW.getTime() + 86_400_000),
      sentTo: colleague.email,
      items: ['B1'],
    })
    .returning();
  if (!link) throw new Error('link not created');
  await db
    .insert(acknowledgements)
    .values({ linkId: link.id, implementerId: implementer.id, acknowledgedAt: NOW });
  const [entry] = await db
    .insert(deliveryLogEntries)
    .values({
      planId,
      itemKey: 'B1',
      period: 'day',
      startsOn: '2026-11-23',
      loggerKey: `user:${colleague.id}`,
      role: 'implementer',
      implementerId: implementer.id,
      authorId: colleague.id,
      loggerName: 'Ben Maple',
      provided: 'full',
      createdAt: NOW,
      updatedAt: NOW,
    })
    .returning();
  return { implementer, link, entry };
}

/** Maple Grove (to delete) and Oak Hill (to keep), each with staff and all that is theirs. */
export async function createDeletionWorld(db: Db) {
  const maple = await createDistrict(db, { name: 'Maple Grove Schools', code: 'MAPLE123' });
  const oak = await createDistrict(db, { name: 'Oak Hill Schools' });
  const rosa = await signedInAs(db, 'member', { districtId: maple.id });
  const ben = await signedInAs(db, 'member', {
    districtId: maple.id,
    email: 'ben@maple.example.org',
  });
  const admin = await signedInAs(db, 'district_admin', { districtId: maple.id });
  const olga = await signedInAs(db, 'member', { districtId: oak.id });

  const plans = [
    await planOf(db, rosa.id, maple.id, 'J.T.'),
    await planOf(db, rosa.id, maple.id, 'K.L.'),
  ];
  const [first] = plans;
  if (!first) throw new Error('no plan');
  await db.insert(planShares).values({ planId: first.id, userId: ben.id, role: 'editor' });
  await implementing(db, first.id, ben.user);
  await db.insert(reviewDecisions).values({
    planId: first.id,
    itemKey: 'B1',
    decision: 'keep',
    decidedBy: rosa.id,
    decidedAt: NOW,
  });
  await db.insert(reminderMails).values([
    { kind: 'review', dedupeKey: `review:${first.id}`, planId: first.id, createdAt: NOW },
    { kind: 'renewal', dedupeKey: `renewal:${rosa.id}`, userId: rosa.id, createdAt: NOW },
  ]);
  await db
    .insert(passwordResetTokens)
    .values({ tokenHash: `reset-${ben.id}`, userId: ben.id, expiresAt: NOW });
  await db
    .insert(districtUsage)
    .values({ districtId: maple.id, month: '2026-11-01', metric: 'exports', count: 3 });
  const [sent] = await db
    .insert(mailOutbox)
    .values({
      kind: 'plan',
      recipients: ['x@example.org'],
      subject: 'A plan',
      status: 'sent',
      districtId: maple.id,
    })
    .returning();
  // Records that name Ben by address or id, with no key to his account: mail sent to him
  // outside the district's own, a "forgot password" request, and rate-limit counters.
  const benAddress = ben.user.email.toUpperCase();
  await db.insert(mailOutbox).values({
    kind: 'password-reset',
    recipients: [benAddress],
    subject: 'Reset your password',
    status: 'sent',
  });
  await db
    .insert(passwordResetRequests)
    .values({ email: benAddress, mailStatus: 'sent', createdAt: NOW });
  const later = new Date(NOW.getTime() + 3600_000);
  await db.insert(rateLimits).values([
    { key: `reset:email:${ben.user.email}`, hits: 1, resetAt: later },
    { key: `district-reset:user:${ben.id}`, hits: 1, resetAt: later },
    { key: `reset:email:${olga.user.email}`, hits: 1, resetAt: later },
  ]);
  const [oakMail] = await db
    .insert(mailOutbox)
    .values({
      kind: 'plan',
      recipients: [olga.user.email],
      subject: 'A plan of Oak Hill',
      status: 'sent',
      districtId: oak.id,
    })
    .returning();
  const request = await createEstimateRequest(db, { districtId: maple.id, status: 'won' });
  await db.insert(auditLog).values({
    at: new Date(NOW.getTime() - 3600_000),
    actorId: admin.id,
    actorLabel: 'Ada Admin (ada@maple.example.org)',
    districtId: maple.id,
    action: 'code-rotated',
    summary: 'Rotated the access code.',
  });

  const oakPlan = await planOf(db, olga.id, oak.id, 'O.P.');
  const onOak = await implementing(db, oakPlan.id, ben.user);
  return { maple, oak, rosa, ben, admin, olga, plans, oakPlan, onOak, sent, oakMail, request };
}

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/**
 * "plan_shares.user_id: 1" for every foreign key to `target` with rows pointing at one of
 * `ids`: every table that references it, found from the schema, so a new one is checked too.
 */
export async function rowsReferencing(db: Db, target: PgTable, ids: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    for (const key of getTableConfig(table).foreignKeys) {
      const reference = key.reference();
      const column = reference.columns[0];
      if (reference.foreignTable !== target || !column) continue;
      const [row] = await db.select({ rows: count() }).from(table).where(inArray(column, ids));
      if (row?.rows) found.push(`${getTableName(table)}.${column.name}: ${row.rows}`);
    }
  }
  return found;
}

/** How many foreign keys point at `target`: a check that `rowsReferencing` looks somewhere. */
export function referencesTo(target: PgTable): number {
  return tables.flatMap((table) =>
    getTableConfig(table).foreignKeys.filter((key) => key.reference().foreignTable === target),
  ).length;
}

/**
 * "mail_outbox: {…}" for every row of every table but `except` whose values mention one of
 * `needles` (addresses, ids), whatever the case: what a deletion left behind, wherever.
 */
export async function rowsMentioning(
  db: Db,
  needles: string[],
  except: PgTable[] = [],
): Promise<string[]> {
  const lowered = needles.map((needle) => needle.toLowerCase());
  const found: string[] = [];
  for (const table of tables.filter((candidate) => !except.includes(candidate))) {
    for (const row of await db.select().from(table)) {
      const text = JSON.stringify(row).toLowerCase();
      if (lowered.some((needle) => text.includes(needle))) {
        found.push(`${getTableName(table)}: ${text}`);
      }
    }
  }
  return found;
}
