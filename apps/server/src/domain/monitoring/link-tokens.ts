import { hashToken, randomToken } from '../../lib/tokens';

// The tokens of links that open a part of a plan without an account (decision 017): 32
// random bytes, base64url in the link, and only their SHA-256 (hex) stored. A link is found
// by looking its hash up, so nothing compares a secret byte by byte. A token is never
// logged: the logger redacts it from request URLs (`/cards/…`, `/card/…`).

/** A new link token and the hash to store. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomToken();
  return { token, tokenHash: hashToken(token) };
}

/** The hash a link is stored under. */
export function linkTokenHash(token: string): string {
  return hashToken(token);
}
