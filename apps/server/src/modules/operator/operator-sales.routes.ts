import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DistrictFromEstimateBodySchema,
  EstimateListSchema,
  EstimateRowSchema,
  EstimateStatusBodySchema,
  OperatorDistrictSchema,
  SubscriptionBodySchema,
  SubscriptionListSchema,
  SubscriptionRowSchema,
} from '@trellis/shared/operator-console';
import { operatorOf } from '../../http/require-role';
import type { ConsoleDeps } from '../../http/console-deps';
import {
  districtFromEstimate,
  listEstimates,
  setEstimateStatus,
} from './operator-estimates.service';
import { listSubscriptions, setSubscriptionEnd } from './subscriptions.service';

const tags = ['operator'];
const EstimateParams = z.object({ id: z.uuid('expected an estimate request id') });
const SubscriberParams = z.object({ userId: z.uuid('expected a user id') });

/** Sales and renewals: district estimate requests and individual subscriptions. */
export const operatorSalesRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  app.get(
    '/operator/estimates',
    {
      schema: {
        tags,
        summary: 'District price estimate requests, newest first',
        response: { 200: EstimateListSchema },
      },
    },
    () => listEstimates(deps),
  );

  app.put(
    '/operator/estimates/:id/status',
    {
      schema: {
        tags,
        summary: 'Mark an estimate request new, contacted, won or lost',
        params: EstimateParams,
        body: EstimateStatusBodySchema,
        response: { 200: EstimateRowSchema },
      },
    },
    (request) =>
      setEstimateStatus(deps, operatorOf(request), request.params.id, request.body.status),
  );

  app.post(
    '/operator/estimates/:id/district',
    {
      schema: {
        tags,
        summary: 'Create the district an estimate request asked about and mark the request won',
        description:
          'Named after the request’s school, licensed from today for a year unless `licenceEndsOn` is given. Once per request: 409 CONFLICT afterwards, also when two operators click together.',
        params: EstimateParams,
        body: DistrictFromEstimateBodySchema,
        response: { 201: OperatorDistrictSchema },
      },
    },
    async (request, reply) => {
      const operator = operatorOf(request);
      const district = await districtFromEstimate(deps, operator, request.params.id, request.body);
      return reply.code(201).send(district);
    },
  );

  app.get(
    '/operator/subscriptions',
    {
      schema: {
        tags,
        summary: 'Individual subscribers, the soonest end first',
        response: { 200: SubscriptionListSchema },
      },
    },
    () => listSubscriptions(deps),
  );

  app.put(
    '/operator/subscriptions/:userId',
    {
      schema: {
        tags,
        summary: 'Give an individual subscription a new last day',
        description: 'Only individual accounts: any other id answers 404.',
        params: SubscriberParams,
        body: SubscriptionBodySchema,
        response: { 200: SubscriptionRowSchema },
      },
    },
    (request) =>
      setSubscriptionEnd(deps, operatorOf(request), request.params.userId, request.body.endsOn),
  );
};
