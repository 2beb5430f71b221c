import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EstimateRequestBodySchema, EstimateResponseSchema } from '@trellis/shared/estimate';
import { registerRetryTimer } from '../../jobs/stored-first';
import { type EstimateDeps, requestEstimate, retryUnsentEstimates } from './estimates.service';

/**
 * `POST /estimate-requests`, open to visitors (spec §6), and the timer that retries the
 * sales e-mails of stored requests that could not be sent.
 */
export const estimateRoutes: FastifyPluginAsyncZod<EstimateDeps> = async (app, deps) => {
  app.post(
    '/estimate-requests',
    {
      schema: {
        tags: ['estimates'],
        summary: 'Request a district price estimate (stored, then e-mailed to sales)',
        body: EstimateRequestBodySchema,
        response: { 201: EstimateResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await requestEstimate(deps, request.body, request.ip);
      return reply.code(201).send(result);
    },
  );

  registerRetryTimer(app, 'estimate mail', () => retryUnsentEstimates(deps));
};
