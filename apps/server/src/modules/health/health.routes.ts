import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@trellis/shared/api-error-schema';
import { HealthResponseSchema, ReadyResponseSchema } from '@trellis/shared/health';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { APP_VERSION } from '../../lib/version';

/** Liveness and readiness probes for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'The process is up',
        response: { 200: HealthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, version: APP_VERSION }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'The database answers',
        response: { 200: ReadyResponseSchema, 503: ApiErrorSchema },
      },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed');
        throw new AppError('NOT_READY', 'The database is not answering.');
      }
      return { status: 'ready' as const, database: database.kind };
    },
  );
};
