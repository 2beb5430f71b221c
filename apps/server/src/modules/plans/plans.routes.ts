import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreatePlanBodySchema,
  CurrentPlanBodySchema,
  PlanHistoryResponseSchema,
  PlanListQuerySchema,
  PlanListWithCurrentSchema,
  SavedPlanStateSchema,
  SavePlanStateBodySchema,
  SharePlanBodySchema,
  StudentPlanSchema,
  UpdatePlanBodySchema,
} from '@trellis/shared/student-plans';
import type { SessionDeps } from '../../domain/sessions/session-store';
import { requireUser, signedInUser } from '../../http/require-user';
import {
  chooseCurrentPlan,
  createPlan,
  getPlan,
  listPlans,
  planHistory,
  removePlan,
  savePlanState,
  updatePlan,
} from './plans.service';
import { sharePlan, unsharePlan } from './plan-shares.service';
import { PLAN_HIDDEN_OR_READ_ONLY, PlanParams } from '../../http/plan-params';

const tags = ['plans'];
const ShareParams = PlanParams.extend({ userId: z.uuid('expected a user id') });

/** Student plans (issue 16): the caseload, each plan's details, state, shares and history. */
export const plansRoutes: FastifyPluginAsyncZod<SessionDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser(deps, { licensed: true }));
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user.id;

  app.get(
    '/plans',
    {
      schema: {
        tags,
        summary: 'The user’s own plans and those shared with them (archived ones too)',
        description:
          'With `include=current`, also the current plan whole (`current`, as `GET /plans/:id` answers it; null when there is none).',
        querystring: PlanListQuerySchema,
        response: { 200: PlanListWithCurrentSchema },
      },
    },
    (request) => listPlans(deps, me(request), request.query.include === 'current'),
  );

  app.post(
    '/plans',
    {
      schema: {
        tags,
        summary: 'Start a student plan, empty or from one the user may view; it becomes current',
        description: 'At most `limit` plans per owner: 409 LIMIT_REACHED beyond.',
        body: CreatePlanBodySchema,
        response: { 201: StudentPlanSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPlan(deps, me(request), request.body)),
  );

  app.put(
    '/plans/current',
    {
      schema: {
        tags,
        summary: 'Choose the plan the builder and My Plan work on',
        description: PLAN_HIDDEN_OR_READ_ONLY,
        body: CurrentPlanBodySchema,
        response: { 204: z.null().describe('Chosen') },
      },
    },
    async (request, reply) => {
      await chooseCurrentPlan(deps, me(request), request.body.planId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/plans/:id',
    {
      schema: {
        tags,
        summary: 'One student plan whole, with its shares',
        description: PLAN_HIDDEN_OR_READ_ONLY,
        params: PlanParams,
        response: { 200: StudentPlanSchema },
      },
    },
    (request) => getPlan(deps, me(request), request.params.id),
  );

  app.patch(
    '/plans/:id',
    {
      schema: {
        tags,
        summary: 'Change a plan’s details (owner or editor), archive or restore it (owner)',
        description: PLAN_HIDDEN_OR_READ_ONLY,
        params: PlanParams,
        body: UpdatePlanBodySchema,
        response: { 200: StudentPlanSchema },
      },
    },
    (request) => updatePlan(deps, me(request), request.params.id, request.body),
  );

  app.put(
    '/plans/:id/state',
    {
      schema: {
        tags,
        summary: 'Save a plan’s builder state if nobody saved since `version` (owner or editor)',
        description: `409 PLAN_CONFLICT when the plan moved on since \`version\`; nothing changes. ${PLAN_HIDDEN_OR_READ_ONLY}`,
        params: PlanParams,
        body: SavePlanStateBodySchema,
        response: { 200: SavedPlanStateSchema },
      },
    },
    (request) => savePlanState(deps, me(request), request.params.id, request.body),
  );

  app.delete(
    '/plans/:id',
    {
      schema: {
        tags,
        summary: 'Delete a plan with its shares and history (owner)',
        description: PLAN_HIDDEN_OR_READ_ONLY,
        params: PlanParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await removePlan(deps, me(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/plans/:id/shares',
    {
      schema: {
        tags,
        summary: 'Share a plan with a colleague of its district, or change their role (owner)',
        description: PLAN_HIDDEN_OR_READ_ONLY,
        params: PlanParams,
        body: SharePlanBodySchema,
        response: { 200: StudentPlanSchema },
      },
    },
    (request) => sharePlan(deps, me(request), request.params.id, request.body),
  );

  app.delete(
    '/plans/:id/shares/:userId',
    {
      schema: {
        tags,
        summary: 'Stop sharing a plan with someone (owner), or leave a plan shared with you',
        description: PLAN_HIDDEN_OR_READ_ONLY,
        params: ShareParams,
        response: { 200: StudentPlanSchema },
      },
    },
    (request) => unsharePlan(deps, me(request), request.params.id, request.params.userId),
  );

  app.get(
    '/plans/:id/history',
    {
      schema: {
        tags,
        summary: 'Who changed what in a plan, newest first',
        description: PLAN_HIDDEN_OR_READ_ONLY,
        params: PlanParams,
        response: { 200: PlanHistoryResponseSchema },
      },
    },
    (request) => planHistory(deps, me(request), request.params.id),
  );
};
