import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FamilySummaryEmailBodySchema,
  FamilySummaryEmailResponseSchema,
  FamilySummaryQuerySchema,
  FamilySummaryResponseSchema,
} from '@trellis/shared/family-summary';
import { sendDownload } from '../../http/downloads';
import { PLAN_HIDDEN, PlanParams } from '../../http/plan-params';
import { requireUser, signedInUser } from '../../http/require-user';
import {
  emailFamilySummary,
  type FamilySummaryDeps,
  familySummaryPdf,
  getFamilySummary,
} from './family-summary.service';

const tags = ['family-summary'];

/** The family summary of a student plan (issue 24): as data, as a PDF, and by e-mail. */
export const familySummaryRoutes: FastifyPluginAsyncZod<FamilySummaryDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser(deps, { licensed: true }));
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user.id;

  app.get(
    '/plans/:id/family-summary',
    {
      schema: {
        tags,
        summary: 'The plan told to the family in plain language: English, Spanish or both',
        description: `Nothing meant only for staff is in it. ${PLAN_HIDDEN}`,
        params: PlanParams,
        querystring: FamilySummaryQuerySchema,
        response: { 200: FamilySummaryResponseSchema },
      },
    },
    (request) => getFamilySummary(deps, me(request), request.params.id, request.query.language),
  );

  app.get(
    '/plans/:id/family-summary/pdf',
    {
      schema: {
        tags,
        summary: 'The family summary as a tagged PDF in the chosen language(s)',
        description: `Answers application/pdf as a download. ${PLAN_HIDDEN}`,
        params: PlanParams,
        querystring: FamilySummaryQuerySchema,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await familySummaryPdf(
        deps,
        me(request),
        request.params.id,
        request.query.language,
      );
      return sendDownload(reply, { type: 'application/pdf', fileName, body: pdf });
    },
  );

  app.post(
    '/plans/:id/family-summary/email',
    {
      schema: {
        tags,
        summary: 'E-mail the family summary PDF to a family address',
        description: `The message is in the summary's language(s), Reply-To the sender, with no link that needs an account. 409 PLAN_ARCHIVED for an archived plan; 429 past the hourly limit; 502 MAIL_FAILED when it could not be sent. ${PLAN_HIDDEN}`,
        params: PlanParams,
        body: FamilySummaryEmailBodySchema,
        response: { 200: FamilySummaryEmailResponseSchema },
      },
    },
    (request) => emailFamilySummary(deps, signedInUser(request), request.params.id, request.body),
  );
};
