import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSessions, users } from '../../db/schema/index';
import { NO_PASSWORD_YET } from '../../domain/accounts/password';

/** An individual subscriber as the operator's list needs them. */
export interface SubscriberRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subscriptionExpiresAt: Date | null;
  createdAt: Date;
  renewals: number;
  registered: boolean;
}

/** Paid renewals per user (a subquery to join: the list counts them for every subscriber at once). */
function renewalsByUser(db: Db) {
  return db
    .select({ userId: checkoutSessions.userId, renewals: count().as('renewals') })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.purpose, 'renewal'), eq(checkoutSessions.status, 'paid')))
    .groupBy(checkoutSessions.userId)
    .as('renewals_by_user');
}

function selectSubscribers(db: Db) {
  const renewals = renewalsByUser(db);
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      subscriptionExpiresAt: users.subscriptionExpiresAt,
      createdAt: users.createdAt,
      renewals: sql<number>`coalesce(${renewals.renewals}, 0)`.mapWith(Number),
      // A subscriber who never finished registration has no password yet.
      registered: sql<boolean>`${users.passwordHash} <> ${NO_PASSWORD_YET}`,
    })
    .from(users)
    .leftJoin(renewals, eq(renewals.userId, users.id));
}

const individual = eq(users.accountType, 'individual');

/** Individual subscribers, the soonest end first (no end date last). */
export function listSubscribers(db: Db): Promise<SubscriberRow[]> {
  return selectSubscribers(db)
    .where(individual)
    .orderBy(
      sql`${users.subscriptionExpiresAt} asc nulls last`,
      asc(users.createdAt),
      asc(users.id),
    );
}

export async function findSubscriber(db: Db, userId: string): Promise<SubscriberRow | undefined> {
  const [row] = await selectSubscribers(db).where(and(individual, eq(users.id, userId)));
  return row;
}

/** An individual subscriber's row, locked until the transaction `db` ends. */
export async function lockSubscriber(
  db: Db,
  userId: string,
): Promise<
  Pick<SubscriberRow, 'firstName' | 'lastName' | 'email' | 'subscriptionExpiresAt'> | undefined
> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      subscriptionExpiresAt: users.subscriptionExpiresAt,
    })
    .from(users)
    .where(and(individual, eq(users.id, userId)))
    .for('update');
  return row;
}
