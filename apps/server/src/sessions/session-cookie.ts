import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@trellis/shared/session';

/** The session cookie: HttpOnly, SameSite=Lax, Secure when served over HTTPS. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { secure: boolean; expiresAt: Date },
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    expires: options.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

/** Whether session cookies are marked Secure: in production, and whenever Trellis is served over https. */
export function secureCookies(config: { NODE_ENV: string; PUBLIC_URL: string }): boolean {
  return config.NODE_ENV === 'production' || config.PUBLIC_URL.startsWith('https:');
}
