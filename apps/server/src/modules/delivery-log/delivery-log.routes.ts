import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ImplementingResponseSchema,
  LogSaveBodySchema,
  LogSaveResponseSchema,
  PlanLogQuerySchema,
  PlanLogResponseSchema,
} from '@trellis/shared/delivery-log';
import { sendDownload } from '../../http/downloads';
import { requireUser, signedInUser } from '../../http/require-user';
import { planLog, savePlanLog } from './delivery-log.service';
import { implementingPlans } from './implementing';
import type { DeliveryLogDeps } from './log-access';
import { planLogCsv } from './log-csv';
import { PlanParams } from '../../http/plan-params';

const tags = ['delivery-log'];
const who =
  'Owner and editors read everything and log any item; viewers read; a colleague of the plan’s district named as an implementer reads and logs only their own items and entries, shared or not. Anyone else gets 404, as if the plan did not exist.';
const filter =
  'The filter keeps entries touching `from`–`to` (both included; a week counts when any of its days does; 400 at `to` before `from`) and of one implementer.';

/** A student plan's delivery log, signed in (issue 18, decision 018). */
export const deliveryLogRoutes: FastifyPluginAsyncZod<DeliveryLogDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser(deps, { licensed: true }));
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user;

  // A static segment: the router matches it before any `/plans/:id` route, whatever the order.
  app.get(
    '/plans/implementing',
    {
      schema: {
        tags,
        summary: 'The plans that name the user as an implementer, to log and read their part',
        description:
          'Plans of the user’s district, shared with them or not, that name them (as a colleague) as an implementer and hold some of their items; archived plans are left out. Each with its case manager, their class, their items still in the plan and the last day their own entries cover (up to today).',
        response: { 200: ImplementingResponseSchema },
      },
    },
    (request) => implementingPlans(deps, me(request).id),
  );

  app.get(
    '/plans/:id/log',
    {
      schema: {
        tags,
        summary:
          'The plan’s delivery log: entries, items, implementers, and what the reader may log',
        description: `${filter} ${who}`,
        params: PlanParams,
        querystring: PlanLogQuerySchema,
        response: { 200: PlanLogResponseSchema },
      },
    },
    (request) => planLog(deps, me(request).id, request.params.id, request.query),
  );

  app.put(
    '/plans/:id/log',
    {
      schema: {
        tags,
        summary: 'Log a day or a week, as oneself or (`as: student`) the student’s own view',
        description: `Logging the same item and period again replaces the answers. An owner or editor who is also an implementer of the plan logs their own items as that implementer and the others as case manager, entry by entry; only they add the student’s view (403 for others). An implementer who may not edit logs only their own items (403 naming \`entries.N.itemKey\`). Items must be in the plan (400 at \`entries.N.itemKey\`); days from 120 days back to tomorrow (400 at \`startsOn\`); 409 PLAN_ARCHIVED for an archived plan (which answers \`canLog: none\`, and 404 to an implementer it is not shared with). ${who}`,
        params: PlanParams,
        body: LogSaveBodySchema,
        response: { 200: LogSaveResponseSchema },
      },
    },
    (request) => savePlanLog(deps, me(request), request.params.id, request.body),
  );

  app.get(
    '/plans/:id/log/csv',
    {
      schema: {
        tags,
        summary: 'The plan’s delivery log as CSV (what the reader may see of it)',
        description: `Answers an attachment \`text/csv\`, \`trellis-log-<student label>-<date>.csv\`: Date, Period, Item, Title, Logged by, Role, Provided, Reason, Used, Rating, Note. ${filter} ${who}`,
        params: PlanParams,
        querystring: PlanLogQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await planLogCsv(deps, me(request).id, request.params.id, request.query);
      return sendDownload(reply, {
        type: 'text/csv; charset=utf-8',
        fileName: file.name,
        body: file.content,
      });
    },
  );
};
