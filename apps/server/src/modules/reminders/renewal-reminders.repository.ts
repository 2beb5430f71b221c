import { and, eq, gt, isNotNull, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { NO_PASSWORD_YET } from '../../domain/accounts/password';
import { RENEWAL_REMINDER_DAYS } from './reminder-schedule';
import { isStored } from './reminders.repository';

// Who is due a subscription-ending reminder (decision 019), set-based like the plan
// reminders: one query, whatever the number of subscribers.

/** An individual whose subscription ends within the largest reminder step. */
export interface RenewalTarget {
  /** 'renewal:<user id>:<end date, UTC>:<the smallest step reached>'. */
  dedupeKey: string;
  userId: string;
  firstName: string;
  email: string;
  endsAt: Date;
}

const endsAt = users.subscriptionExpiresAt;

/** The subscription ends at most `days` days after `now`. */
const within = (now: SQL, days: number) =>
  sql`${endsAt} <= ${now} + interval '${sql.raw(String(days))} days'`;

/**
 * The smallest step (days) the end is within at `now`: 30 days before it, 30; 5 days, 7.
 * Only that step's reminder is stored, so someone first seen 5 days before the end gets one
 * e-mail, not three. The steps are constants of the code, written into the statement.
 */
function smallestStepReached(now: SQL): SQL {
  const steps = [...RENEWAL_REMINDER_DAYS].sort((a, b) => a - b);
  const largest = steps.pop() ?? 0;
  const cases = steps.map((days) => sql`when ${within(now, days)} then ${sql.raw(String(days))}`);
  return sql`case ${sql.join(cases, sql` `)} else ${sql.raw(String(largest))} end`;
}

/**
 * The individuals whose subscription has not ended at `now` and ends within the largest
 * step, who completed their registration (an account still waiting for its first password
 * was never used). With `userId`, that one only, stored or not; otherwise those whose
 * reminder for the step reached is not stored yet.
 */
export async function findRenewalTargets(
  db: Db,
  now: Date,
  only?: { userId: string },
): Promise<RenewalTarget[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const largest = Math.max(...RENEWAL_REMINDER_DAYS);
  // The one spelling of the key; a renewal moves the end date and so starts a new series.
  const key = sql<string>`'renewal:' || ${users.id} || ':' || to_char(${endsAt} at time zone 'UTC', 'YYYY-MM-DD') || ':' || (${smallestStepReached(at)})::text`;
  const rows = await db
    .select({
      dedupeKey: key,
      userId: users.id,
      firstName: users.firstName,
      email: users.email,
      endsAt,
    })
    .from(users)
    .where(
      and(
        eq(users.accountType, 'individual'),
        ne(users.passwordHash, NO_PASSWORD_YET),
        isNotNull(endsAt),
        gt(endsAt, at),
        within(at, largest),
        only ? eq(users.id, only.userId) : not(isStored(key)),
      ),
    );
  return rows.flatMap(({ endsAt: end, ...row }) => (end === null ? [] : [{ ...row, endsAt: end }]));
}
