import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccommodationBatchQuerySchema,
  AccommodationBatchResponseSchema,
  AccommodationParamsSchema,
  AccommodationResponseSchema,
  DashboardMessagesResponseSchema,
  NeedCategoriesResponseSchema,
  NeedParamsSchema,
  NeedResponseSchema,
  StrengthCategoriesResponseSchema,
  TopicResponseSchema,
  type AccommodationResponse,
} from '@trellis/shared/content-api';
import type { Accommodation } from '@trellis/shared/content';
import { ACCOMMODATION_BATCH_MAX, NO_SUCH_ACCOMMODATION } from '@trellis/shared/content-constants';
import { MatchRequestSchema, MatchResponseSchema } from '@trellis/shared/matching';
import type { ContentIndex } from '../../content/content-index';
import { AppError } from '../../errors';
import { requireUser } from '../../http/require-user';
import { LibraryAnswers, MATCH_ANSWERS_MAX } from '../../http/library-answers';
import type { SessionDeps } from '../../domain/sessions/session-store';

const tags = ['content'];

/** The accommodation library for signed-in users, answered from the in-memory index. */
export const contentRoutes: FastifyPluginAsyncZod<SessionDeps & { content: ContentIndex }> = async (
  app,
  deps,
) => {
  const { content } = deps;
  // One entry per need, topic or accommodation at most: bounded by the library's size.
  const reads = new LibraryAnswers(Number.POSITIVE_INFINITY);
  const matches = new LibraryAnswers(MATCH_ANSWERS_MAX);
  /** An accommodation as both accommodation routes answer it. */
  const withCrosswalk = (accommodation: Accommodation): AccommodationResponse => ({
    ...accommodation,
    crosswalk: content.crosswalk(accommodation.key),
  });
  // Every content route is for signed-in users: the library is what a licence pays for.
  app.addHook('onRequest', requireUser(deps, { licensed: true }));

  app.get(
    '/content/need-categories',
    {
      schema: {
        tags,
        summary: 'The four need categories with their needs',
        response: { 200: NeedCategoriesResponseSchema },
      },
    },
    (_request, reply) => {
      reads.send(reply, 'need-categories', () => ({ categories: content.library.needCategories }));
    },
  );

  app.get(
    '/content/strength-categories',
    {
      schema: {
        tags,
        summary: 'The strength categories with their strengths',
        response: { 200: StrengthCategoriesResponseSchema },
      },
    },
    (_request, reply) => {
      reads.send(reply, 'strength-categories', () => ({
        categories: content.library.strengthCategories,
      }));
    },
  );

  app.get(
    '/content/needs/:id',
    {
      schema: {
        tags,
        summary: 'One need with the sections browse shows',
        params: NeedParamsSchema,
        response: { 200: NeedResponseSchema },
      },
    },
    (request, reply) => {
      const need = content.need(request.params.id);
      if (!need) throw new AppError('NOT_FOUND', 'There is no need with this id.');
      reads.send(reply, `need:${need.id}`, () => need);
    },
  );

  app.get(
    '/content/topics/:id',
    {
      schema: {
        tags,
        summary: 'Browse: a need with its accommodations, by category and key number',
        params: NeedParamsSchema,
        response: { 200: TopicResponseSchema },
      },
    },
    (request, reply) => {
      const need = content.need(request.params.id);
      if (!need) throw new AppError('NOT_FOUND', 'There is no need with this id.');
      reads.send(reply, `topic:${need.id}`, () => ({
        need,
        accommodations: content.accommodationsFor(need.id),
      }));
    },
  );

  app.get(
    '/content/accommodations',
    {
      schema: {
        tags,
        summary: 'Several accommodations by their keys, e.g. ?keys=L12,B3, each with its crosswalk',
        description: `In the order asked; a key asked twice comes once, an unknown key not at all. At most ${ACCOMMODATION_BATCH_MAX} keys.`,
        querystring: AccommodationBatchQuerySchema,
        response: { 200: AccommodationBatchResponseSchema },
      },
    },
    (request) => {
      const found = new Map<string, AccommodationResponse>();
      for (const key of request.query.keys) {
        const accommodation = content.accommodation(key);
        if (!accommodation || found.has(accommodation.key)) continue;
        found.set(accommodation.key, withCrosswalk(accommodation));
      }
      return { accommodations: [...found.values()] };
    },
  );

  app.get(
    '/content/accommodations/:key',
    {
      schema: {
        tags,
        summary: 'One accommodation by its key, e.g. L12, with its state-test crosswalk',
        params: AccommodationParamsSchema,
        response: { 200: AccommodationResponseSchema },
      },
    },
    (request, reply) => {
      const accommodation = content.accommodation(request.params.key);
      if (!accommodation) throw new AppError('NOT_FOUND', NO_SUCH_ACCOMMODATION);
      reads.send(reply, `accommodation:${accommodation.key}`, () => withCrosswalk(accommodation));
    },
  );

  app.post(
    '/content/match',
    {
      schema: {
        tags,
        summary: 'Accommodations ranked for chosen needs (with priorities) and strengths',
        description:
          'Score = Σ chosen priority (High 1.5, Medium 1, Low 0.5) × the accommodation’s ' +
          'priority for each chosen need it lists + its priority for each chosen strength. ' +
          'Names match case-insensitively, so custom needs and strengths match too. At most ' +
          'the best 250 are answered; `total` says how many matched.',
        body: MatchRequestSchema,
        response: { 200: MatchResponseSchema },
      },
    },
    // The parsed body, its keys in the schema's order, names one selection exactly.
    (request, reply) => {
      matches.send(reply, JSON.stringify(request.body), () => content.match(request.body));
    },
  );

  app.get(
    '/content/dashboard-messages',
    {
      schema: {
        tags,
        summary: 'The active messages of the dashboard carousel',
        response: { 200: DashboardMessagesResponseSchema },
      },
    },
    () => ({ messages: content.activeMessages() }),
  );
};
