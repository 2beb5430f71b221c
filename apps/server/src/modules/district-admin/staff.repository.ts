import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@trellis/shared/administration';
import type { StaffMember } from '@trellis/shared/district-admin';
import type { Db } from '../../db/client';
import { studentPlans, users } from '../../db/schema/index';

// The district's people as the staff table shows them: each with the plans they own.

const staffColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  lastSignInAt: users.lastSignInAt,
  deactivatedAt: users.deactivatedAt,
  planCount: count(studentPlans.id),
};

// Counted by a join: every plan a person owns, archived ones included.
const ownPlans = eq(studentPlans.ownerId, users.id);

export type StaffRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  lastSignInAt: Date | null;
  deactivatedAt: Date | null;
  planCount: number;
};

/**
 * The users of a district who are its staff. An operator belongs to no district's staff:
 * the CLI refuses to give one a district, and an older account that has one is left out,
 * so its administrators never see or act on it (404, as if unknown).
 */
export function staffOf(districtId: string) {
  return and(eq(users.districtId, districtId), ne(users.role, 'operator'));
}

/** A staff row as the API answers it. Any other role is a bug in the query that read it. */
export function staffMemberOf(row: StaffRow): StaffMember {
  const role = STAFF_ROLES.find((staffRole) => staffRole === row.role);
  if (!role) throw new Error(`User ${row.id} has the role ${row.role}, not a staff role.`);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    planCount: row.planCount,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
}

/** `q` as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The district's users by last then first name; with `q`, those whose first, last or full
 * name or e-mail address contains it, whatever the case.
 */
export async function listStaff(db: Db, districtId: string, q?: string): Promise<StaffRow[]> {
  const pattern = q ? containing(q) : undefined;
  return db
    .select(staffColumns)
    .from(users)
    .leftJoin(studentPlans, ownPlans)
    .where(
      and(
        staffOf(districtId),
        pattern
          ? or(
              ilike(users.firstName, pattern),
              ilike(users.lastName, pattern),
              ilike(users.email, pattern),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            )
          : undefined,
      ),
    )
    .groupBy(users.id)
    .orderBy(
      asc(sql`lower(${users.lastName})`),
      asc(sql`lower(${users.firstName})`),
      asc(users.id),
    );
}

/** One of the district's staff; undefined when unknown, of another district or an operator. */
export async function findStaffRow(
  db: Db,
  districtId: string,
  id: string,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .leftJoin(studentPlans, ownPlans)
    .where(and(staffOf(districtId), eq(users.id, id)))
    .groupBy(users.id);
  return row;
}

/**
 * Locks the rows of the acting administrator and the colleague they act on until the
 * transaction `db` ends, always in the same order (two administrators acting on each other
 * wait instead of deadlocking), and returns who of them still belongs to the district.
 */
export async function lockStaffPair(db: Db, districtId: string, ids: [string, string]) {
  return db
    .select({ id: users.id, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(and(staffOf(districtId), inArray(users.id, ids)))
    .orderBy(asc(users.id))
    .for('update');
}
