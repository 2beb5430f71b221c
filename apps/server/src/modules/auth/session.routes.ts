import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MeResponseSchema, SetLocaleBodySchema } from '@trellis/shared/session';
import { SuccessResponseSchema } from '@trellis/shared/auth';
import { endSession, type SessionDeps } from '../../domain/sessions/session-store';
import { setUserLocale } from '../../domain/sessions/user-locale';
import { requireUser, signedInUser } from '../../http/require-user';
import { clearSessionCookie } from '../../http/session-cookie';

/**
 * `GET /me`: who is signed in; `PUT /me/locale`: the language the app speaks to them in;
 * `POST /auth/logout`: end this browser's session.
 */
export const sessionRoutes: FastifyPluginAsyncZod<SessionDeps> = async (app, deps) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user, when the session ends and the provider it began with',
        response: { 200: MeResponseSchema },
      },
    },
    (request) => {
      const { user, session } = request;
      if (!user || !session) return { user: null, session: null };
      const { tokenHash: _kept, userId: _owner, ...times } = session;
      return { user, session: { ...times, signedInWith: times.signedInWith ?? null } };
    },
  );

  app.put(
    '/me/locale',
    {
      onRequest: requireUser(deps),
      schema: {
        tags: ['session'],
        summary: 'Remember the language the app speaks to the signed-in user in (issue 24)',
        body: SetLocaleBodySchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    async (request) => {
      await setUserLocale(deps, signedInUser(request).user.id, request.body.locale);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign out: revoke this session on the server and clear its cookie',
        response: { 200: SuccessResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.session) await endSession(deps, request.session);
      clearSessionCookie(reply);
      return { success: true as const };
    },
  );
};
