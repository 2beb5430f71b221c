import type { FastifyReply } from 'fastify';

// Files the API answers (PDFs, CSV, JSON): one way to send them, so every download is saved
// under its name and none is kept by a browser or proxy cache (they hold student data).

/** A character RFC 5987 lets stand in `filename*`; every other one is percent-encoded. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/**
 * `attachment` with the name twice (RFC 6266): `filename` in plain ASCII for every client,
 * `filename*` in UTF-8 for those that read it.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = Array.from(new TextEncoder().encode(fileName), (byte) => {
    const char = String.fromCharCode(byte);
    return byte < 0x80 && ATTR_CHAR.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface Download {
  /** The Content-Type, e.g. `application/pdf` or `text/csv; charset=utf-8`. */
  type: string;
  fileName: string;
  /** The file; an object is serialised by the route's response schema (JSON). */
  body: Buffer | string | object;
}

/** Sends a file as a download: saved under its name, never cached. */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  return reply
    .type(file.type)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);
}
