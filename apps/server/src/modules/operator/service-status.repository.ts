import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentState, mailOutbox } from '../../db/schema/index';

/** The most failed e-mails the operator's list shows. */
export const FAILED_MAIL_LIMIT = 200;

/** E-mails that could not be sent, newest first (at most {@link FAILED_MAIL_LIMIT}). */
export function findFailedMail(db: Db) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipients: mailOutbox.recipients,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      error: mailOutbox.error,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(FAILED_MAIL_LIMIT);
}

/** The stored hash and time of the last content import; undefined before the first. */
export async function findContentImport(db: Db) {
  const [row] = await db
    .select({ hash: contentState.hash, importedAt: contentState.importedAt })
    .from(contentState)
    .limit(1);
  return row;
}
