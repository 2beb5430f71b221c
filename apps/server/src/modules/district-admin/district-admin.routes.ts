import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireDistrictAdmin } from '../../http/require-role';
import { accessRoutes } from './access.routes';
import type { DistrictAdminDeps } from './district-admin-deps';
import { recordsRoutes } from './records.routes';
import { staffRoutes } from './staff.routes';
import { usageRoutes } from './usage.routes';

export type { DistrictAdminDeps } from './district-admin-deps';

/**
 * The district console's API (issue 19 item 2): only for the district's administrators,
 * each acting on their own district. The hook is added before the route groups are
 * registered, so every one of them inherits it.
 */
export const districtAdminRoutes: FastifyPluginAsyncZod<DistrictAdminDeps> = async (app, deps) => {
  app.addHook('onRequest', requireDistrictAdmin);
  // The groups get the dependencies alone: the options also carry this plugin's prefix,
  // which would otherwise be added a second time.
  const { db, clock, limiter, mailer, config, content } = deps;
  const groupDeps: DistrictAdminDeps = { db, clock, limiter, mailer, config, content };
  for (const group of [accessRoutes, staffRoutes, usageRoutes, recordsRoutes]) {
    await app.register(group, groupDeps);
  }
};
