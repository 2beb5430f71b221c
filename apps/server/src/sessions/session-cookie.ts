import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@trellis/shared/session';

declare module 'fastify' {
  interface FastifyInstance {
    /** The session cookie's name on this server (`sessionCookieName`), set by buildApp. */
    sessionCookieName: string;
  }
}

/**
 * The session cookie's name: with Secure cookies it carries the `__Host-` prefix, so the
 * browser accepts it only from this exact host, over https, for the whole site; no sibling
 * domain can plant a session of its own.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** The session cookie: HttpOnly, SameSite=Lax, Secure when served over HTTPS. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { secure: boolean; expiresAt: Date },
) {
  reply.setCookie(reply.server.sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    expires: options.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(reply.server.sessionCookieName, { path: '/' });
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[request.server.sessionCookieName];
}

/** Whether session cookies are marked Secure: in production, and whenever Trellis is served over https. */
export function secureCookies(config: { NODE_ENV: string; PUBLIC_URL: string }): boolean {
  return config.NODE_ENV === 'production' || config.PUBLIC_URL.startsWith('https:');
}
