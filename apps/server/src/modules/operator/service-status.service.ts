import {
  AUDIT_PAGE_SIZE,
  type AuditListResponse,
  type OperatorAuditQuery,
} from '@trellis/shared/administration';
import type { ContentStatus, FailedMailList } from '@trellis/shared/operator-console';
import { listAudit } from '../../domain/administration/audit-log.repository';
import { APP_VERSION } from '../../lib/version';
import type { ConsoleDeps } from '../../http/console-deps';
import { findContentImport, findFailedMail } from './service-status.repository';

export async function failedMail(deps: ConsoleDeps): Promise<FailedMailList> {
  const rows = await findFailedMail(deps.db);
  return { mail: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/**
 * "a1b2c3d4e5f6": the start of the imported content folder's hash (stored as
 * `<importer format>:<sha-256>`), enough to tell two libraries apart.
 */
export function libraryVersionOf(storedHash: string | undefined): string {
  if (!storedHash) return 'not imported';
  return (storedHash.split(':').pop() ?? storedHash).slice(0, 12);
}

/** The release the server runs and the library it serves. */
export async function contentStatus(deps: ConsoleDeps): Promise<ContentStatus> {
  const imported = await findContentImport(deps.db);
  const { library } = deps.content;
  return {
    appVersion: APP_VERSION,
    libraryVersion: libraryVersionOf(imported?.hash),
    importedAt: imported?.importedAt.toISOString() ?? null,
    accommodations: library.accommodations.length,
    needs: library.needCategories.reduce((sum, category) => sum + category.needs.length, 0),
    strengths: library.strengthCategories.reduce(
      (sum, category) => sum + category.strengths.length,
      0,
    ),
  };
}

/** A page of every district's administrative actions and the service's own, newest first. */
export function auditLog(deps: ConsoleDeps, query: OperatorAuditQuery): Promise<AuditListResponse> {
  return listAudit(deps.db, { ...query, limit: AUDIT_PAGE_SIZE });
}
