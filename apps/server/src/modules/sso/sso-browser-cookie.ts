import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@trellis/shared/product';

/**
 * A random value that ties a sign-in under way to the browser that started it: the answer
 * from the provider is accepted only with it, so a link with someone else's code and state
 * (login CSRF) signs nobody in. Sent only to the single sign-on routes.
 */
export const SSO_BROWSER_COOKIE = 'trellis_sso_browser';
const COOKIE_PATH = `${API_PREFIX}/auth/sso`;
/** As long as a sign-in under way is kept. */
export const SSO_LOGIN_MINUTES = 10;

// SameSite=Lax: the provider sends the browser back with a top-level GET, which Lax allows.
const attributes = (secure: boolean) =>
  ({ path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure }) as const;

export function setBrowserCookie(reply: FastifyReply, value: string, secure: boolean) {
  reply.setCookie(SSO_BROWSER_COOKIE, value, {
    ...attributes(secure),
    maxAge: SSO_LOGIN_MINUTES * 60,
  });
}

export function clearBrowserCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SSO_BROWSER_COOKIE, attributes(secure));
}

export function browserCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[SSO_BROWSER_COOKIE];
}
