import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token: 32 bytes (256 bits), URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the SHA-256 of a token is stored or compared, so a copy of the table is useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
