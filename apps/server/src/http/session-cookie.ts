import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@trellis/shared/session';

/** How this server names and marks its session cookie. */
export interface SessionCookiePolicy {
  name: string;
  secure: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The session cookie's name and Secure flag on this server, set by buildApp. */
    sessionCookie: SessionCookiePolicy;
  }
}

/** Whether session cookies are marked Secure: in production, and whenever Trellis is served over https. */
export function secureCookies(config: { NODE_ENV: string; PUBLIC_URL: string }): boolean {
  return config.NODE_ENV === 'production' || config.PUBLIC_URL.startsWith('https:');
}

/**
 * The session cookie's policy: with Secure cookies the name carries the `__Host-` prefix, so
 * the browser accepts it only from this exact host, over https, for the whole site; no sibling
 * domain can plant a session of its own.
 */
export function sessionCookiePolicy(config: {
  NODE_ENV: string;
  PUBLIC_URL: string;
}): SessionCookiePolicy {
  const secure = secureCookies(config);
  return { name: secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE, secure };
}

// A browser ignores a `__Host-` cookie, the expiring one that deletes it included, unless it
// is Secure with Path=/ and no Domain: setting and clearing share these attributes.
function attributes(policy: SessionCookiePolicy) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: policy.secure } as const;
}

/** The session cookie: HttpOnly, SameSite=Lax, Secure when served over HTTPS. */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date) {
  const policy = reply.server.sessionCookie;
  reply.setCookie(policy.name, token, { ...attributes(policy), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply) {
  const policy = reply.server.sessionCookie;
  reply.clearCookie(policy.name, attributes(policy));
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[request.server.sessionCookie.name];
}
