import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ConsoleDeps, consoleDepsOf } from '../../http/console-deps';
import { requireDistrictAdmin } from '../../http/require-role';
import { accessRoutes } from './access.routes';
import { recordsRoutes } from './records.routes';
import { staffRoutes } from './staff.routes';
import { usageRoutes } from './usage.routes';

/**
 * The district console's API (issue 19 item 2): only for the district's administrators,
 * each acting on their own district. The hook is added before the route groups are
 * registered, so every one of them inherits it.
 */
export const districtAdminRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, options) => {
  app.addHook('onRequest', requireDistrictAdmin);
  const deps = consoleDepsOf(options);
  for (const group of [accessRoutes, staffRoutes, usageRoutes, recordsRoutes]) {
    await app.register(group, deps);
  }
};
