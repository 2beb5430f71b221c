import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UniversalSupportsResponseSchema,
  UsageResponseSchema,
} from '@trellis/shared/district-admin';
import { districtAdminOf } from '../../http/require-role';
import type { ConsoleDeps } from '../../http/console-deps';
import { universalSupports } from './universal-supports.service';
import { districtUsage } from './usage.service';

const tags = ['district'];

/** How the district uses Trellis: monthly figures and the supports its plans share. */
export const usageRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  app.get(
    '/district/usage',
    {
      schema: {
        tags,
        summary: 'The district’s use of Trellis over the last 12 months',
        description:
          'Calendar months (UTC), oldest first, the current one last, zeros included: staff who signed in, plans created, files downloaded, e-mails sent, delivery log entries.',
        response: { 200: UsageResponseSchema },
      },
    },
    (request) => districtUsage(deps, districtAdminOf(request)),
  );

  app.get(
    '/district/universal-supports',
    {
      schema: {
        tags,
        summary: 'The Tier 2 and 3 supports most often planned across the district',
        description:
          'Over live (not archived) plans of the district’s staff: items on at least 2 plans, most frequent first, at most 15. Counts only.',
        response: { 200: UniversalSupportsResponseSchema },
      },
    },
    (request) => universalSupports(deps, districtAdminOf(request)),
  );
};
