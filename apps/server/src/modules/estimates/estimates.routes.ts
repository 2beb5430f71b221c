import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EstimateRequestBodySchema, EstimateResponseSchema } from '@trellis/shared/estimate';
import { type EstimateDeps, requestEstimate } from './estimates.service';

/** `POST /estimate-requests`, open to visitors (spec §6); unsent mail is retried by a job. */
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
};
