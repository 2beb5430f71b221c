import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessLinks, acknowledgements, planImplementers, users } from '../../db/schema/index';

// The people who carry out a plan's items, with the state of their latest card link
// (issue 18). The plans API, the teacher card and the account's data download read them.

export type ImplementerRow = typeof planImplementers.$inferSelect;
export type NewImplementerRow = typeof planImplementers.$inferInsert;

/** An implementer as the plan shows them: a colleague's name and e-mail read from their account. */
export interface ImplementerWithCard {
  row: ImplementerRow;
  name: string;
  email: string;
  /** Their latest card link, if one was ever sent. */
  latest: {
    id: string;
    createdAt: Date;
    expiresAt: Date;
    revokedAt: Date | null;
    /** The address and item keys it was sent with. */
    sentTo: string;
    items: string[];
    acknowledgedAt: Date | null;
  } | null;
}

/**
 * When the implementer confirmed their latest card, or null: a confirmation counts only
 * for the person it was sent to, so someone who replaced them (another colleague or
 * address) does not inherit it.
 */
export function confirmationOf(entry: Pick<ImplementerWithCard, 'email' | 'latest'>): Date | null {
  const { latest } = entry;
  if (!latest?.acknowledgedAt || !latest.sentTo) return null;
  return latest.sentTo.toLowerCase() === entry.email.toLowerCase() ? latest.acknowledgedAt : null;
}

/** The implementers of the plans, oldest first (then by name), each with their latest card link. */
export async function findImplementersOf(
  db: Db,
  planIds: string[],
): Promise<ImplementerWithCard[]> {
  if (planIds.length === 0) return [];
  const rows = await db
    .select({
      row: planImplementers,
      firstName: users.firstName,
      lastName: users.lastName,
      accountEmail: users.email,
    })
    .from(planImplementers)
    .leftJoin(users, eq(users.id, planImplementers.colleagueId))
    .where(inArray(planImplementers.planId, planIds))
    .orderBy(asc(planImplementers.createdAt), asc(planImplementers.name), asc(planImplementers.id));
  const ids = rows.map((entry) => entry.row.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({
            id: accessLinks.id,
            implementerId: accessLinks.implementerId,
            createdAt: accessLinks.createdAt,
            expiresAt: accessLinks.expiresAt,
            revokedAt: accessLinks.revokedAt,
            sentTo: accessLinks.sentTo,
            items: accessLinks.items,
            acknowledgedAt: acknowledgements.acknowledgedAt,
          })
          .from(accessLinks)
          .leftJoin(acknowledgements, eq(acknowledgements.linkId, accessLinks.id))
          .where(and(inArray(accessLinks.implementerId, ids), eq(accessLinks.purpose, 'card')))
          // An implementer has at most one open link, the latest sent: it comes first, then
          // the rest newest first.
          .orderBy(
            sql`${accessLinks.revokedAt} is null desc`,
            desc(accessLinks.createdAt),
            desc(accessLinks.id),
          );
  const latest = new Map<string, ImplementerWithCard['latest']>();
  for (const { implementerId, ...link } of links) {
    if (!latest.has(implementerId)) latest.set(implementerId, link);
  }
  return rows.map(({ row, firstName, lastName, accountEmail }) => ({
    row,
    name: firstName !== null && lastName !== null ? `${firstName} ${lastName}` : row.name,
    email: accountEmail ?? row.email,
    latest: latest.get(row.id) ?? null,
  }));
}

/** One implementer of a plan, or undefined. */
export async function findImplementer(db: Db, planId: string, implementerId: string) {
  const [row] = await db
    .select()
    .from(planImplementers)
    .where(and(eq(planImplementers.planId, planId), eq(planImplementers.id, implementerId)));
  return row;
}

/** How many implementers a plan names. */
export async function countImplementers(db: Db, planId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(planImplementers)
    .where(eq(planImplementers.planId, planId));
  return row?.n ?? 0;
}

export async function insertImplementer(
  db: Db,
  values: NewImplementerRow,
): Promise<ImplementerRow> {
  const [row] = await db.insert(planImplementers).values(values).returning();
  if (!row) throw new Error('implementer insert returned nothing');
  return row;
}

export async function updateImplementer(
  db: Db,
  implementerId: string,
  set: Partial<
    Pick<
      NewImplementerRow,
      'colleagueId' | 'name' | 'email' | 'classOrPeriod' | 'items' | 'remindersPausedAt'
    >
  >,
  at: Date,
): Promise<void> {
  await db
    .update(planImplementers)
    .set({ ...set, updatedAt: at })
    .where(eq(planImplementers.id, implementerId));
}

/** Removes an implementer; their links and acknowledgements go with them (cascade). */
export async function deleteImplementer(db: Db, implementerId: string): Promise<void> {
  await db.delete(planImplementers).where(eq(planImplementers.id, implementerId));
}

/**
 * A colleague's account is being deleted: the plans they implement keep the row (the
 * record of who was to provide what is the plan's) but not their name or address, and
 * their card links stop working and forget the address they went to.
 */
export async function forgetColleague(
  db: Db,
  userId: string,
  at: Date,
  formerName: string,
): Promise<void> {
  const rows = await db
    .update(planImplementers)
    .set({ name: formerName, email: '', updatedAt: at })
    .where(eq(planImplementers.colleagueId, userId))
    .returning({ id: planImplementers.id });
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return;
  await db
    .update(accessLinks)
    .set({
      revokedAt: sql`coalesce(${accessLinks.revokedAt}, ${at.toISOString()}::timestamptz)`,
      sentTo: '',
    })
    .where(inArray(accessLinks.implementerId, ids));
}
