import { and, desc, eq, lt, or } from 'drizzle-orm';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
  type AuditListResponse,
} from '@trellis/shared/administration';
import type { Db } from '../../db/client';
import { auditLog, districts } from '../../db/schema/index';
import { type AuditCursor, decodeAuditCursor, encodeAuditCursor } from './audit-cursor';

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

/** Which entries a page of the log holds: the filters, and the page above it (`before`). */
export interface AuditQuery {
  /** One district's entries (its administrators' view); every one without. */
  districtId?: string;
  action?: AuditAction;
  /** The `nextCursor` of the page above; the newest entries without. */
  before?: string;
  limit: number;
}

/** The entries strictly after `cursor` in the log's order (newest first, then by id). */
function olderThan(cursor: AuditCursor) {
  return or(
    lt(auditLog.at, cursor.at),
    and(eq(auditLog.at, cursor.at), lt(auditLog.id, cursor.id)),
  );
}

function entryOf(entry: typeof auditLog.$inferSelect, district: string | null): AuditEntry[] {
  if (!isAction(entry.action)) return [];
  return [
    {
      id: entry.id,
      at: entry.at.toISOString(),
      actor: entry.actorLabel,
      action: entry.action,
      summary: entry.summary,
      district,
    },
  ];
}

/**
 * One page of the log, newest first: one district's entries (its administrators' view) or
 * every one (the operators'), of one kind when asked. `nextCursor` reads the next page, null
 * on the last. A deleted district's entries keep their summary; its name is then unknown.
 */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditListResponse> {
  const cursor = query.before ? decodeAuditCursor(query.before) : undefined;
  // One row more than the page shows: whether it exists says whether a next page does.
  const rows = await db
    .select({ entry: auditLog, districtName: districts.name })
    .from(auditLog)
    .leftJoin(districts, eq(districts.id, auditLog.districtId))
    .where(
      and(
        query.districtId ? eq(auditLog.districtId, query.districtId) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        cursor ? olderThan(cursor) : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1)?.entry;
  return {
    entries: page.flatMap(({ entry, districtName }) => entryOf(entry, districtName)),
    nextCursor: rows.length > query.limit && last ? encodeAuditCursor(last) : null,
  };
}
