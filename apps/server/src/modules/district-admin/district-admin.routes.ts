import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireDistrictAdmin } from '../../http/require-role';
import type { Config } from '../../config';
import type { ContentIndex } from '../../content/content-index';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Mailer } from '../../mail/mailer';

export interface DistrictAdminDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  mailer: Mailer;
  config: Config;
  content: ContentIndex;
}

/** The district console's API (issue 19 item 2): only for the district's administrators. */
export const districtAdminRoutes: FastifyPluginAsyncZod<DistrictAdminDeps> = async (app) => {
  app.addHook('onRequest', requireDistrictAdmin);
};
