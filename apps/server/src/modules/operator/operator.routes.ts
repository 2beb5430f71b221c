import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ConsoleDeps, consoleDepsOf } from '../../http/console-deps';
import { requireOperator } from '../../http/require-role';
import { operatorDistrictRoutes } from './operator-districts.routes';
import { operatorSalesRoutes } from './operator-sales.routes';
import { operatorServiceRoutes } from './operator-service.routes';
import { operatorSsoRoutes } from './operator-sso.routes';

/**
 * The operator console's API (issue 19 item 3): only for operators. The hook is added before
 * the route groups are registered, so every one of them inherits it.
 */
export const operatorRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, options) => {
  app.addHook('onRequest', requireOperator);
  const deps = consoleDepsOf(options);
  for (const group of [
    operatorDistrictRoutes,
    operatorSalesRoutes,
    operatorServiceRoutes,
    operatorSsoRoutes,
  ]) {
    await app.register(group, deps);
  }
};
