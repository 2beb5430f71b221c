import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MeResponseSchema } from '@trellis/shared/session';
import { SuccessResponseSchema } from '@trellis/shared/auth';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { hashToken } from '../../lib/tokens';
import { resolveSession } from '../../sessions/session-store';
import { revokeSessionByTokenHash } from '../../sessions/session.repository';
import { clearSessionCookie, sessionTokenOf } from '../../sessions/session-cookie';

/** `GET /me`: who is signed in; `POST /auth/logout`: end this browser's session. */
export const sessionRoutes: FastifyPluginAsyncZod<{ database: Database; clock: Clock }> = async (
  app,
  { database, clock },
) => {
  const deps = { db: database.db, clock };

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
      const token = sessionTokenOf(request);
      const me = token ? await resolveSession(deps, token) : null;
      if (me) return me;
      if (token) clearSessionCookie(reply);
      return { user: null, session: null };
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
      const token = sessionTokenOf(request);
      if (token) await revokeSessionByTokenHash(deps.db, hashToken(token), clock.now());
      clearSessionCookie(reply);
      return { success: true as const };
    },
  );
};
