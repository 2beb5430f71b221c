import type { InjectOptions } from 'fastify';

/** The Origin our own pages send (PUBLIC_URL of the test configuration). */
export const SAME_ORIGIN = { origin: 'http://localhost:3000' };

/** A JSON request as the web app sends it: same origin, optional session cookie. */
export function jsonRequest(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload: object = {},
  cookie?: Record<string, string>,
): InjectOptions {
  return { method, url, payload, headers: SAME_ORIGIN, cookies: cookie ?? {} };
}
