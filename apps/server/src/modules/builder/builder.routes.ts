import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BuilderStateResponseSchema, SavedBuilderStateSchema } from '@trellis/shared/builder';
import { StudentPlanStateSchema } from '@trellis/shared/student-plans';
import { requireUser, signedInUser } from '../../http/require-user';
import type { SessionDeps } from '../../domain/sessions/session-store';
import { currentBuilderState, saveBuilderState } from './builder.service';

const tags = ['builder'];

/** The signed-in user's builder state and plan: those of their current student plan. */
export const builderRoutes: FastifyPluginAsyncZod<SessionDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser(deps, { licensed: true }));

  app.get(
    '/builder-state',
    {
      schema: {
        tags,
        summary: 'The current student plan’s strengths, needs with priorities, and plan',
        response: { 200: BuilderStateResponseSchema },
      },
    },
    (request) => currentBuilderState(deps, signedInUser(request).user.id),
  );

  app.put(
    '/builder-state',
    {
      schema: {
        tags,
        summary:
          'Save the strengths, needs with priorities, and plan into the current student plan (replacing them; a first plan is made if there is none)',
        body: StudentPlanStateSchema,
        response: { 200: SavedBuilderStateSchema },
      },
    },
    async (request) => {
      const updatedAt = await saveBuilderState(deps, signedInUser(request).user.id, request.body);
      return { updatedAt: updatedAt.toISOString() };
    },
  );
};
