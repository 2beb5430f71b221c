import { z } from 'zod';
import { fieldError } from '../../errors';

// Where a page of the audit log ends, as the `before` of the next one. The log is read
// newest first by (at, id): the id breaks ties between entries of the same millisecond, so
// no entry is shown twice or skipped across pages. Every `at` is written from a JS Date, so
// the millisecond the cursor keeps is the stored time exactly. Opaque to the client
// (base64url): the web app passes it back without reading it.

/** The last entry of a page: the next page holds the entries after it in the log's order. */
export interface AuditCursor {
  at: Date;
  id: string;
}

const CursorPartsSchema = z.tuple([z.iso.datetime(), z.uuid()]);

export const BAD_CURSOR = 'This page of the activity log cannot be found. Reload the log.';

export function encodeAuditCursor(cursor: AuditCursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

/** The cursor a client sent back, or 400 at `before` when it is not one this server made. */
export function decodeAuditCursor(before: string): AuditCursor {
  const parts = CursorPartsSchema.safeParse(
    Buffer.from(before, 'base64url').toString('utf8').split('|'),
  );
  if (!parts.success) throw fieldError('VALIDATION_FAILED', 'before', BAD_CURSOR);
  const [at, id] = parts.data;
  return { at: new Date(at), id };
}
