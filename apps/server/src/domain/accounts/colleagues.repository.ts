import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Colleague } from '@trellis/shared/plan-export';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

const me = alias(users, 'me');

const colleagueColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

const byName = [asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`)];

/**
 * The other users of the user's district (spec §6: personnel of one's own school only), by
 * last then first name; only those of `ids` when given. An individual account has no
 * district and so no colleagues.
 */
export async function findColleagues(db: Db, userId: string, ids?: string[]): Promise<Colleague[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select(colleagueColumns)
    .from(users)
    .innerJoin(me, eq(me.districtId, users.districtId))
    .where(and(eq(me.id, userId), ne(users.id, userId), ids ? inArray(users.id, ids) : undefined))
    .orderBy(...byName);
}

/** The users of `ids` who belong to the district (a student plan's), by last then first name. */
export async function findDistrictMembers(
  db: Db,
  districtId: string,
  ids: string[],
): Promise<Colleague[]> {
  if (ids.length === 0) return [];
  return db
    .select(colleagueColumns)
    .from(users)
    .where(and(eq(users.districtId, districtId), inArray(users.id, ids)))
    .orderBy(...byName);
}
