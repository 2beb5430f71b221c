import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BuilderStateResponseSchema,
  BuilderStateSchema,
  SavedBuilderStateSchema,
} from '@trellis/shared/builder';
import { requireUser, signedInUser } from '../../http/require-user';
import type { SessionDeps } from '../../domain/sessions/session-store';
import { findBuilderState, saveBuilderState } from './builder.repository';

const tags = ['builder'];

/** The signed-in user's builder state and plan, saved so they follow the user. */
export const builderRoutes: FastifyPluginAsyncZod<SessionDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser(deps, { licensed: true }));

  app.get(
    '/builder-state',
    {
      schema: {
        tags,
        summary: 'The saved strengths, needs with priorities, and plan',
        response: { 200: BuilderStateResponseSchema },
      },
    },
    async (request) => {
      const saved = await findBuilderState(deps.db, signedInUser(request).user.id);
      return saved
        ? { state: saved.state, updatedAt: saved.updatedAt.toISOString() }
        : { state: null, updatedAt: null };
    },
  );

  app.put(
    '/builder-state',
    {
      schema: {
        tags,
        summary: 'Save the strengths, needs with priorities, and plan (replaces the saved ones)',
        body: BuilderStateSchema,
        response: { 200: SavedBuilderStateSchema },
      },
    },
    async (request) => {
      const updatedAt = deps.clock.now();
      await saveBuilderState(deps.db, signedInUser(request).user.id, request.body, updatedAt);
      return { updatedAt: updatedAt.toISOString() };
    },
  );
};
