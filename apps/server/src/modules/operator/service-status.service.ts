import { AUDIT_PAGE_SIZE, type AuditListResponse } from '@trellis/shared/administration';
import type { ContentStatus, FailedMailList } from '@trellis/shared/operator-console';
import { listAudit } from '../../domain/administration/audit-log.repository';
import { APP_VERSION } from '../../lib/version';
import type { OperatorDeps } from './operator-deps';
import { findContentImport, findFailedMail } from './service-status.repository';

export async function failedMail(deps: OperatorDeps): Promise<FailedMailList> {
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
export async function contentStatus(deps: OperatorDeps): Promise<ContentStatus> {
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

/** Every district's administrative actions and the service's own, newest first. */
export async function auditLog(deps: OperatorDeps): Promise<AuditListResponse> {
  return { entries: await listAudit(deps.db, { limit: AUDIT_PAGE_SIZE }) };
}
