import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedIn } from '@trellis/shared/session';
import { districtLapseMessage, licenceLapse } from '@trellis/shared/licence';
import { AppError } from '../errors';
import { resolveSession, type SessionDeps } from './session-store';
import { clearSessionCookie, sessionTokenOf } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` on signed-in routes. */
    signedIn: SignedIn | null;
  }
}

/**
 * An onRequest hook for signed-in routes: resolves the session cookie or answers 401.
 * It runs before the body is validated, so a signed-out caller learns nothing about the
 * route's input. Routes opt in explicitly (`onRequest: requireUser(deps)`, or a plugin's
 * `addHook`), never by URL prefix.
 */
export function requireUser(deps: SessionDeps, options: { licensed?: boolean } = {}) {
  return async function requireSignedIn(request: FastifyRequest, reply: FastifyReply) {
    const token = sessionTokenOf(request);
    const signedIn = token ? await resolveSession(deps, token) : null;
    if (!signedIn) {
      if (token) clearSessionCookie(reply);
      throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.', 401);
    }
    // The library and the builder are what the licence pays for; the account pages are not.
    const lapse = options.licensed ? licenceLapse(signedIn.user, deps.clock.now()) : null;
    if (lapse?.kind === 'subscription-ended') {
      throw new AppError('SUBSCRIPTION_ENDED', SUBSCRIPTION_ENDED_MESSAGE, 403);
    }
    if (lapse) throw new AppError('DISTRICT_LICENCE_ENDED', districtLapseMessage(lapse), 403);
    request.signedIn = signedIn;
  };
}

/** What an individual whose year has passed is told when using the builder. */
export const SUBSCRIPTION_ENDED_MESSAGE =
  'Your Trellis subscription has ended. Renew it to keep using the builder and the library.';

/** The signed-in user of a route guarded by `requireUser`. */
export function signedInUser(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new AppError('UNAUTHENTICATED', 'Please sign in.', 401);
  return request.signedIn;
}
