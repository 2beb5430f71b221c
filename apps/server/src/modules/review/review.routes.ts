import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReviewResponseSchema, ReviewSaveBodySchema } from '@trellis/shared/review-meeting';
import { sendDownload } from '../../http/downloads';
import { requireUser, signedInUser } from '../../http/require-user';
import type { ReviewDeps } from './review-summary';
import { getReview, reviewPdf, saveReview } from './review.service';
import { PLAN_HIDDEN_OR_READ_ONLY, PlanParams } from '../../http/plan-params';

const tags = ['review'];

/** The review meeting of a student plan (issue 18): its summary, PDF and the team's decisions. */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser(deps, { licensed: true }));
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user.id;

  app.get(
    '/plans/:id/review',
    {
      schema: {
        tags,
        summary: 'The review summary: per item its figures, the suggestion and the team’s decision',
        description: PLAN_HIDDEN_OR_READ_ONLY,
        params: PlanParams,
        response: { 200: ReviewResponseSchema },
      },
    },
    (request) => getReview(deps, me(request), request.params.id),
  );

  app.put(
    '/plans/:id/review',
    {
      schema: {
        tags,
        summary: 'Save the team’s review decisions (owner and editors)',
        description: `Every item must be in the plan (400 at \`decisions.N.itemKey\`); 409 PLAN_ARCHIVED for an archived plan. ${PLAN_HIDDEN_OR_READ_ONLY}`,
        params: PlanParams,
        body: ReviewSaveBodySchema,
        response: { 200: ReviewResponseSchema },
      },
    },
    (request) => saveReview(deps, me(request), request.params.id, request.body),
  );

  app.get(
    '/plans/:id/review/pdf',
    {
      schema: {
        tags,
        summary: 'The review summary as a PDF for the meeting',
        description: `Answers application/pdf as a download. ${PLAN_HIDDEN_OR_READ_ONLY}`,
        params: PlanParams,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await reviewPdf(deps, me(request), request.params.id);
      return sendDownload(reply, { type: 'application/pdf', fileName, body: pdf });
    },
  );
};
