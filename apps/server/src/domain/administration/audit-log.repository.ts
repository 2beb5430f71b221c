import { desc, eq } from 'drizzle-orm';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@trellis/shared/administration';
import type { Db } from '../../db/client';
import { auditLog, districts } from '../../db/schema/index';

/** Who did an administrative action: a signed-in person, or the operator's command line. */
export type AuditActor =
  { id: string; firstName: string; lastName: string; email: string } | 'command-line';

export interface AuditRecord {
  at: Date;
  actor: AuditActor;
  /** The district it concerned; null for service-wide actions (an individual's subscription). */
  districtId: string | null;
  action: AuditAction;
  summary: string;
}

/** "Ana Diaz (ana@district.org)": how a person is named in the log, then and for ever. */
export function personLabel(person: { firstName: string; lastName: string; email: string }) {
  return `${person.firstName} ${person.lastName} (${person.email})`;
}

/** Records one action. Call it in the transaction that made the change, so neither is kept alone. */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  const { actor } = record;
  await db.insert(auditLog).values({
    at: record.at,
    actorId: actor === 'command-line' ? null : actor.id,
    actorLabel: actor === 'command-line' ? 'Command line' : personLabel(actor),
    districtId: record.districtId,
    action: record.action,
    summary: record.summary,
  });
}

const isAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/**
 * The newest entries first: one district's (its administrators' view) or every one (the
 * operators'). A deleted district's entries keep their summary; its name is then unknown.
 */
export async function listAudit(
  db: Db,
  options: { districtId?: string; limit: number },
): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, districtName: districts.name })
    .from(auditLog)
    .leftJoin(districts, eq(districts.id, auditLog.districtId))
    .where(options.districtId ? eq(auditLog.districtId, options.districtId) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(options.limit);
  return rows.flatMap(({ entry, districtName }) =>
    isAction(entry.action)
      ? [
          {
            id: entry.id,
            at: entry.at.toISOString(),
            actor: entry.actorLabel,
            action: entry.action,
            summary: entry.summary,
            district: districtName,
          },
        ]
      : [],
  );
}
