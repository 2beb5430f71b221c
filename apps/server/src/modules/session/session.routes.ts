import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@trellis/shared/api-error';
import { MeResponseSchema, SESSION_COOKIE } from '@trellis/shared/session';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { resolveSession } from './session.service';

/** `GET /me`: who is signed in, answered from the session cookie. */
export const sessionRoutes: FastifyPluginAsyncZod<{ database: Database; clock: Clock }> = async (
  app,
  { database, clock },
) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user and when the session ends',
        response: { 200: MeResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const me = token ? await resolveSession({ db: database.db, clock }, token) : null;
      if (!me) {
        if (token) reply.clearCookie(SESSION_COOKIE, { path: '/' });
        throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401);
      }
      return me;
    },
  );
};
