import { eq } from 'drizzle-orm';
import { ROLE_LABELS, type Role } from '@trellis/shared/administration';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { UserRow } from '../accounts/users.repository';
import { type AuditActor, personLabel, recordAudit } from './audit-log.repository';

/** "a district administrator", "an operator": how a sentence names a role. */
export function roleWithArticle(role: Role): string {
  const label = ROLE_LABELS[role].toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
}

/**
 * Gives a user another role and records it ('role-changed'), in one transaction; returns the
 * entry's sentence. Null when they already had it: nothing changes and nothing is recorded.
 * Whether the role suits the account (a district administrator needs a district) is the
 * caller's rule.
 */
export async function changeRole(
  db: Db,
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'role' | 'districtId'>,
  role: Role,
  audit: { actor: AuditActor; at: Date },
): Promise<string | null> {
  if (user.role === role) return null;
  const summary = `Made ${personLabel(user)} ${roleWithArticle(role)}.`;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role, updatedAt: audit.at }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      ...audit,
      districtId: user.districtId,
      action: 'role-changed',
      summary,
    });
  });
  return summary;
}
