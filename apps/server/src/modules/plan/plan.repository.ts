import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Colleague } from '@trellis/shared/plan-export';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

const me = alias(users, 'me');

/**
 * The other users of the user's district (spec §6: personnel of one's own school only), by
 * last then first name. An individual account has no district and so no colleagues.
 */
export async function findColleagues(db: Db, userId: string, ids?: string[]): Promise<Colleague[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .innerJoin(me, eq(me.districtId, users.districtId))
    .where(and(eq(me.id, userId), ne(users.id, userId), ids ? inArray(users.id, ids) : undefined))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`));
}
