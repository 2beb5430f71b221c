import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MeResponseSchema, SESSION_COOKIE } from '@trellis/shared/session';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { z } from 'zod';
import { hashToken, resolveSession } from './session.service';
import { revokeSessionByTokenHash } from './session.repository';

/** `GET /me`: who is signed in; `POST /auth/logout`: end this browser's session. */
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
        response: { 200: MeResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const me = token ? await resolveSession({ db: database.db, clock }, token) : null;
      if (me) return me;
      if (token) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { user: null, session: null };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign out: revoke this session on the server and clear its cookie',
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await revokeSessionByTokenHash(database.db, hashToken(token), clock.now());
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );
};
