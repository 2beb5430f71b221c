import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '@trellis/shared/session';
import { resolveSessionHash, type ResolveDeps } from '../domain/sessions/session-store';
import { hashToken } from '../lib/tokens';
import { clearSessionCookie, sessionTokenOf } from './session-cookie';

/**
 * The session behind `request.user`: when it ends, its token's hash (never the token) and
 * whose it is (signing out drops that user's cached sessions).
 */
export type CurrentSession = SignedIn['session'] & { tokenHash: string; userId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is signed in, resolved once per API request by the current-user hook; null for visitors. */
    user: SignedIn['user'] | null;
    /** The session of `user`; null for visitors. */
    session: CurrentSession | null;
  }
}

/**
 * The one place a request's session cookie is read: an onRequest hook on every API call
 * resolves it into `request.user` and `request.session` (null when signed out), and clears a
 * cookie whose session has ended. Routes never read the cookie; `requireUser` checks the result.
 */
export function registerCurrentUser(app: FastifyInstance, deps: ResolveDeps) {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return; // pages and assets need no session
    const token = sessionTokenOf(request);
    if (!token) return;
    const tokenHash = hashToken(token);
    const signedIn = await resolveSessionHash(deps, tokenHash);
    if (!signedIn) {
      clearSessionCookie(reply);
      return;
    }
    request.user = signedIn.user;
    request.session = {
      ...signedIn.session,
      tokenHash,
      userId: signedIn.user.id,
    };
  });
}
