import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../http/require-role';
import type { Config } from '../../config';
import type { ContentIndex } from '../../content/content-index';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Mailer } from '../../mail/mailer';

export interface OperatorDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  mailer: Mailer;
  config: Config;
  content: ContentIndex;
}

/** The operator console's API (issue 19 item 3): only for operators. */
export const operatorRoutes: FastifyPluginAsyncZod<OperatorDeps> = async (app) => {
  app.addHook('onRequest', requireOperator);
};
