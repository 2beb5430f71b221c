import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PersonnelResponseSchema,
  PlanEmailBodySchema,
  PlanEmailResponseSchema,
  PLAN_DATA_FORMATS,
  PlanExportBodySchema,
} from '@trellis/shared/plan-export';
import { z } from 'zod';
import { sendDownload } from '../../http/downloads';
import { requireUser, signedInUser } from '../../http/require-user';
import { findColleagues } from '../../domain/accounts/colleagues.repository';
import {
  type PlanDeps,
  dataFormPdf,
  emailPlan,
  pdfFileName,
  planDataFile,
  planPdf,
} from './plan.service';

const tags = ['plan'];
const pdfDescription = 'Answers application/pdf as a download (the file name says what and when).';

/** Sharing the plan: plan PDF, Adaptation Data Form PDF, e-mail, and who to e-mail it to. */
export const planRoutes: FastifyPluginAsyncZod<PlanDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser(deps, { licensed: true }));

  app.post(
    '/plan/pdf',
    {
      schema: {
        tags,
        summary: 'The plan as a PDF',
        description: pdfDescription,
        body: PlanExportBodySchema,
      },
    },
    async (request, reply) => {
      const pdf = await planPdf(deps, request.body, signedInUser(request));
      const fileName = pdfFileName('plan', deps.clock.now());
      return sendDownload(reply, { type: 'application/pdf', fileName, body: pdf });
    },
  );

  app.post(
    '/plan/data-form',
    {
      schema: {
        tags,
        summary: 'The Adaptation Data Form as a PDF',
        description: pdfDescription,
        body: PlanExportBodySchema,
      },
    },
    async (request, reply) => {
      const pdf = await dataFormPdf(deps, request.body, signedInUser(request));
      const fileName = pdfFileName('data-form', deps.clock.now());
      return sendDownload(reply, { type: 'application/pdf', fileName, body: pdf });
    },
  );

  app.post(
    '/plan/export/:format',
    {
      schema: {
        tags,
        summary: 'The plan as data for other systems: CSV or JSON (docs/plan-exports.md)',
        description:
          'Answers a download: text/csv (one row per item) or application/json (`PlanDataSchema`).',
        params: z.object({ format: z.enum(PLAN_DATA_FORMATS, { error: 'expected csv or json' }) }),
        body: PlanExportBodySchema,
      },
    },
    async (request, reply) => {
      const { format } = request.params;
      const file = planDataFile(deps, request.body, signedInUser(request), format);
      return sendDownload(reply, {
        type: file.contentType,
        fileName: file.name,
        body: file.content,
      });
    },
  );

  app.post(
    '/plan/email',
    {
      schema: {
        tags,
        summary: 'E-mail the plan PDF to colleagues and other addresses (at most 25)',
        body: PlanEmailBodySchema,
        response: { 200: PlanEmailResponseSchema },
      },
    },
    (request) => emailPlan(deps, request.body, signedInUser(request)),
  );

  app.get(
    '/plan/personnel',
    {
      schema: {
        tags,
        summary: 'Colleagues of the same district the plan can be e-mailed to',
        response: { 200: PersonnelResponseSchema },
      },
    },
    async (request) => ({
      personnel: await findColleagues(deps.db, signedInUser(request).user.id),
    }),
  );
};
