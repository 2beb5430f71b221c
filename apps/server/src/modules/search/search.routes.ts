import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuerySchema, SearchResponseSchema } from '@trellis/shared/search';
import { requireUser } from '../../http/require-user';
import type { ContentIndex } from '../../content/content-index';
import type { SessionDeps } from '../../domain/sessions/session-store';
import { searchAccommodations } from './search.service';

/** Keyword search over the library, answered from the in-memory index. */
export const searchRoutes: FastifyPluginAsyncZod<SessionDeps & { content: ContentIndex }> = async (
  app,
  deps,
) => {
  app.addHook('onRequest', requireUser(deps, { licensed: true }));

  app.get(
    '/content/search',
    {
      schema: {
        tags: ['content'],
        summary: 'Accommodations matching a search term, most relevant first (at most 250)',
        description:
          'Searches key, title, subtitle, description, considerations and examples. A key such as L12 comes first; misspelt words are corrected to the closest library word; the last word matches as a prefix; common synonyms (extra/extended time, read aloud/text-to-speech…) are searched too.',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema },
      },
    },
    (request) => searchAccommodations(deps.content.search, request.query.q),
  );
};
