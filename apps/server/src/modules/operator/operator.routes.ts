import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../http/require-role';
import type { OperatorDeps } from './operator-deps';
import { operatorDistrictRoutes } from './operator-districts.routes';
import { operatorSalesRoutes } from './operator-sales.routes';
import { operatorServiceRoutes } from './operator-service.routes';

export type { OperatorDeps } from './operator-deps';

/**
 * The operator console's API (issue 19 item 3): only for operators. The hook is added before
 * the route groups are registered, so every one of them inherits it.
 */
export const operatorRoutes: FastifyPluginAsyncZod<OperatorDeps> = async (app, options) => {
  app.addHook('onRequest', requireOperator);
  // Only the dependencies: passing this plugin's own options on would repeat its prefix.
  const { db, clock, limiter, mailer, config, content } = options;
  const deps: OperatorDeps = { db, clock, limiter, mailer, config, content };
  await app.register(operatorDistrictRoutes, deps);
  await app.register(operatorSalesRoutes, deps);
  await app.register(operatorServiceRoutes, deps);
};
