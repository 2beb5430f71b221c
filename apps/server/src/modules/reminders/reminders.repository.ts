import { and, eq, gte, isNull, lte, ne, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LicensedUser } from '@trellis/shared/licence';
import type { Db } from '../../db/client';
import {
  accessLinks,
  deliveryLogEntries,
  districts,
  planImplementers,
  reminderMails,
  studentPlans,
  users,
} from '../../db/schema/index';

// The reminder jobs' queries (decision 018): who is due a reminder, set-based (one query per
// kind of reminder, whatever the number of plans), and the reminders stored once by key.

export type ReminderRow = typeof reminderMails.$inferSelect;
export type NewReminderRow = typeof reminderMails.$inferInsert;

/** A plan's owner: who hears of the review and gets the replies, and what their licence is. */
export type PlanOwner = LicensedUser & { name: string; email: string };

const owner = alias(users, 'owner');
const colleague = alias(users, 'colleague');

const ownerColumns = {
  ownerFirst: owner.firstName,
  ownerLast: owner.lastName,
  ownerEmail: owner.email,
  accountType: owner.accountType,
  subscriptionExpiresAt: owner.subscriptionExpiresAt,
  districtId: districts.id,
  districtName: districts.name,
  districtCode: districts.code,
  districtActive: districts.active,
  districtExpiresAt: districts.expiresAt,
};

interface OwnerColumns {
  ownerFirst: string;
  ownerLast: string;
  ownerEmail: string;
  accountType: string;
  subscriptionExpiresAt: Date | null;
  districtId: string | null;
  districtName: string | null;
  districtCode: string | null;
  districtActive: boolean | null;
  districtExpiresAt: Date | null;
}

/** The owner as the licence rule reads a signed-in user (see `toSignedIn`). */
function ownerOf(row: OwnerColumns): PlanOwner {
  return {
    name: `${row.ownerFirst} ${row.ownerLast}`,
    email: row.ownerEmail,
    accountType: row.accountType === 'individual' ? 'individual' : 'district',
    subscriptionExpiresAt: row.subscriptionExpiresAt?.toISOString() ?? null,
    district:
      row.districtId !== null && row.districtName !== null && row.districtCode !== null
        ? {
            id: row.districtId,
            name: row.districtName,
            code: row.districtCode,
            isActive: row.districtActive === true,
            expires: row.districtExpiresAt?.toISOString() ?? null,
          }
        : null,
  };
}

const exists = (subquery: SQL) => sql`exists (${subquery})`;
/** Whether a reminder with this key was stored already (by any server, in any pass). */
export const isStored = (key: SQL) =>
  exists(sql`select 1 from ${reminderMails} where ${reminderMails.dedupeKey} = ${key}`);

/** An implementer who may be due a weekly log reminder, with what the e-mail needs. */
export interface LogTarget {
  dedupeKey: string;
  implementerId: string;
  planId: string;
  /** A colleague's name and address are read from their account, as the plan shows them. */
  name: string;
  email: string;
  itemKeys: string[];
  /** The titles of their items still in the saved plan, in their order. */
  titlesInPlan: string[];
  planLabel: string;
  owner: PlanOwner;
}

const currentEmail = sql<string>`coalesce(${colleague.email}, ${planImplementers.email})`;

/** They hold a card link, not withdrawn (expired or not), sent to the address they have now (decision 017). */
const cardSentToCurrentAddress = exists(
  sql`select 1 from ${accessLinks} where ${and(
    eq(accessLinks.implementerId, planImplementers.id),
    eq(accessLinks.purpose, 'card'),
    isNull(accessLinks.revokedAt),
    ne(accessLinks.sentTo, ''),
    sql`lower(${accessLinks.sentTo}) = lower(${currentEmail})`,
  )}`,
);

/** They logged something of their own for a day or week touching the week. */
function loggedInWeek(weekStart: string) {
  const entries = deliveryLogEntries;
  return exists(
    sql`select 1 from ${entries} where ${and(
      eq(entries.planId, planImplementers.planId),
      // loggerKeys.implementer(id), spelt in SQL.
      eq(entries.loggerKey, sql`'implementer:' || ${planImplementers.id}`),
      lte(entries.startsOn, sql`${weekStart}::date + 6`),
      gte(
        sql`${entries.startsOn} + case when ${entries.period} = 'week' then 6 else 0 end`,
        sql`${weekStart}::date`,
      ),
    )}`,
  );
}

/**
 * The implementers of non-archived plans who were sent a card at their current address,
 * have not paused their reminder and logged nothing of their own touching the week. With
 * `implementerId`, that one only, stored or not; otherwise those whose reminder for the week
 * is not stored yet. The caller checks the items left in the plan and the owner's licence.
 */
export async function findLogTargets(
  db: Db,
  weekStart: string,
  only?: { implementerId: string },
): Promise<LogTarget[]> {
  // The one spelling of the key: 'log:<implementer id>:<week Monday>'.
  const key = sql<string>`'log:' || ${planImplementers.id} || ':' || ${weekStart}::text`;
  const titles = sql<string[]>`(
    select coalesce(jsonb_agg(p.item ->> 'title' order by k.ord), '[]'::jsonb)
    from jsonb_array_elements_text(${planImplementers.items}) with ordinality as k(item_key, ord)
    join jsonb_array_elements(${studentPlans.state} -> 'plan') as p(item)
      on p.item ->> 'key' = k.item_key)`;
  const rows = await db
    .select({
      dedupeKey: key,
      implementerId: planImplementers.id,
      planId: planImplementers.planId,
      rowName: planImplementers.name,
      colleagueFirst: colleague.firstName,
      colleagueLast: colleague.lastName,
      email: currentEmail,
      itemKeys: planImplementers.items,
      titlesInPlan: titles,
      planLabel: studentPlans.label,
      ...ownerColumns,
    })
    .from(planImplementers)
    .innerJoin(studentPlans, eq(studentPlans.id, planImplementers.planId))
    .innerJoin(owner, eq(owner.id, studentPlans.ownerId))
    .leftJoin(districts, eq(districts.id, owner.districtId))
    .leftJoin(colleague, eq(colleague.id, planImplementers.colleagueId))
    .where(
      and(
        isNull(studentPlans.archivedAt),
        isNull(planImplementers.remindersPausedAt),
        cardSentToCurrentAddress,
        not(loggedInWeek(weekStart)),
        only ? eq(planImplementers.id, only.implementerId) : not(isStored(key)),
      ),
    );
  return rows.map((row) => ({
    dedupeKey: row.dedupeKey,
    implementerId: row.implementerId,
    planId: row.planId,
    name:
      row.colleagueFirst !== null && row.colleagueLast !== null
        ? `${row.colleagueFirst} ${row.colleagueLast}`
        : row.rowName,
    email: row.email,
    itemKeys: row.itemKeys,
    titlesInPlan: row.titlesInPlan,
    planLabel: row.planLabel,
    owner: ownerOf(row),
  }));
}

/** A plan whose review is near, with what the notice needs. */
export interface ReviewTarget {
  dedupeKey: string;
  planId: string;
  planLabel: string;
  reviewDate: string;
  itemCount: number;
  owner: PlanOwner;
}

/**
 * The non-archived plans whose review date is in [from, to]. With `planId`, that one only,
 * stored or not; otherwise those whose notice for that review date is not stored yet.
 */
export async function findReviewTargets(
  db: Db,
  window: { from: string; to: string },
  only?: { planId: string },
): Promise<ReviewTarget[]> {
  // The one spelling of the key: 'review:<plan id>:<review date>'; a new date, a new key.
  const key = sql<string>`'review:' || ${studentPlans.id} || ':' || to_char(${studentPlans.reviewDate}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      dedupeKey: key,
      planId: studentPlans.id,
      planLabel: studentPlans.label,
      reviewDate: studentPlans.reviewDate,
      itemCount: sql<number>`jsonb_array_length(${studentPlans.state} -> 'plan')`.mapWith(Number),
      ...ownerColumns,
    })
    .from(studentPlans)
    .innerJoin(owner, eq(owner.id, studentPlans.ownerId))
    .leftJoin(districts, eq(districts.id, owner.districtId))
    .where(
      and(
        isNull(studentPlans.archivedAt),
        gte(studentPlans.reviewDate, window.from),
        lte(studentPlans.reviewDate, window.to),
        only ? eq(studentPlans.id, only.planId) : not(isStored(key)),
      ),
    );
  return rows.flatMap(({ reviewDate, ...row }) =>
    reviewDate === null
      ? []
      : [
          {
            dedupeKey: row.dedupeKey,
            planId: row.planId,
            planLabel: row.planLabel,
            reviewDate,
            itemCount: row.itemCount,
            owner: ownerOf(row),
          },
        ],
  );
}

/** Rows per insert: a statement holds at most 65,535 parameters. */
const STORE_BATCH = 500;

/**
 * Stores the reminders whose key is new and answers those this call stored: a key stored
 * by another server (or an earlier pass) is skipped, so each reminder is sent by one only.
 */
export async function storeNewReminders(db: Db, rows: NewReminderRow[]): Promise<ReminderRow[]> {
  const stored: ReminderRow[] = [];
  for (let start = 0; start < rows.length; start += STORE_BATCH) {
    const inserted = await db
      .insert(reminderMails)
      .values(rows.slice(start, start + STORE_BATCH))
      .onConflictDoNothing({ target: reminderMails.dedupeKey })
      .returning();
    stored.push(...inserted);
  }
  return stored;
}
