import type { FastifyRequest } from 'fastify';
import type { SignedIn } from '@trellis/shared/session';
import { districtLapseMessage, licenceLapse } from '@trellis/shared/licence';
import { AppError } from '../errors';
import type { Clock } from '../lib/clock';
import type { CurrentSession } from './current-user';

/** What an individual whose year has passed is told when using the builder. */
export const SUBSCRIPTION_ENDED_MESSAGE =
  'Your Trellis subscription has ended. Renew it to keep using the builder and the library.';

/**
 * An onRequest hook for signed-in routes: checks the user the current-user hook resolved, or
 * answers 401. It runs before the body is validated, so a signed-out caller learns nothing
 * about the route's input. Routes opt in explicitly (`onRequest: requireUser(deps)`, or a
 * plugin's `addHook`), never by URL prefix. `licensed` routes also need a licence in force.
 */
export function requireUser(deps: { clock: Clock }, options: { licensed?: boolean } = {}) {
  return async function requireSignedIn(request: FastifyRequest) {
    const { user } = signedInUser(request);
    // The library and the builder are what the licence pays for; the account pages are not.
    const lapse = options.licensed ? licenceLapse(user, deps.clock.now()) : null;
    if (lapse?.kind === 'subscription-ended') {
      throw new AppError('SUBSCRIPTION_ENDED', SUBSCRIPTION_ENDED_MESSAGE);
    }
    if (lapse) throw new AppError('DISTRICT_LICENCE_ENDED', districtLapseMessage(lapse));
  };
}

/** The signed-in user and session of a request, or 401 for a visitor. */
export function signedInUser(request: FastifyRequest): {
  user: SignedIn['user'];
  session: CurrentSession;
} {
  const { user, session } = request;
  if (!user || !session) {
    throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
  }
  return { user, session };
}
