import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EstimateRequestBodySchema, EstimateResponseSchema } from '@trellis/shared/estimate';
import {
  type EstimateDeps,
  RETRY_AFTER_MS,
  requestEstimate,
  retryUnsentEstimates,
} from './estimates.service';

/**
 * `POST /estimate-requests`, open to visitors (spec §6), and the timer that retries the
 * sales e-mails of stored requests that could not be sent.
 */
export const estimateRoutes: FastifyPluginAsyncZod<
  EstimateDeps & { retryTimer?: boolean }
> = async (app, deps) => {
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

  if (deps.retryTimer === false) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      retryUnsentEstimates(deps).catch((error: unknown) =>
        app.log.error({ err: error }, 'estimate mail retry failed'),
      );
    }, RETRY_AFTER_MS);
    // The timer must not keep a stopping process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
