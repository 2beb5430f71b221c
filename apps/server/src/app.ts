import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX } from '@trellis/shared/product';
import type { Config } from './config';
import type { Database } from './db/client';
import { loggerOptions } from './logger';
import { handleError, registerNotFound } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security';
import { registerApiDocsUi, registerOpenApi } from './plugins/api-docs';
import { registerWebApp } from './plugins/web-app';
import { systemClock, type Clock } from './lib/clock';
import { APP_VERSION } from './lib/version';
import { healthRoutes } from './modules/health/health.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { siteRoutes } from './modules/site/site.routes';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** One mebibyte: the largest request body the API accepts. */
const BODY_LIMIT = 1024 * 1024;

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Where the built SPA lives; defaults to apps/web/dist. */
  webDistDir?: string;
  /** Overrides the pino options (tests pass false or a capturing stream). */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application without listening, so tests can call `app.inject()`. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  await registerOpenApi(app, APP_VERSION);
  await registerApiDocsUi(app);
  await registerSecurityHeaders(app, {
    https: config.PUBLIC_URL.startsWith('https:'),
    extraScript: app.swaggerCSP.script,
    extraStyle: app.swaggerCSP.style,
  });
  await app.register(cookie);

  await app.register(healthRoutes, { prefix: API_PREFIX, database });
  await app.register(siteRoutes, { prefix: API_PREFIX, config });
  await app.register(sessionRoutes, { prefix: API_PREFIX, database, clock });

  const spaFallback = await registerWebApp(app, deps.webDistDir ?? DEFAULT_WEB_DIST);
  registerNotFound(app, spaFallback);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
