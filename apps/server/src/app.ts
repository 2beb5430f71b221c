import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@trellis/shared/product';
import { type Config, trustedProxies } from './config';
import type { Database } from './db/client';
import { loggerOptions, RequestLogController } from './logger';
import { handleError, registerNotFound } from './http/error-handler';
import { registerSecurityHeaders } from './http/security';
import { registerCompression } from './http/compression';
import { registerApiDocsUi, registerOpenApi } from './http/api-docs';
import { registerWebApp } from './http/web-app';
import { registerCurrentUser } from './http/current-user';
import { responseSerializerCompiler } from './http/response-serializer';
import { openSessionCache } from './domain/sessions/open-session-cache';
import { registerExportCounter } from './http/count-exports';
import { systemClock, type Clock } from './lib/clock';
import { APP_VERSION } from './lib/version';
import { healthRoutes } from './modules/health/health.routes';
import { sessionRoutes } from './modules/auth/session.routes';
import { siteRoutes } from './modules/site/site.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { ssoRoutes } from './modules/sso/sso.routes';
import { createMailer, type Mailer } from './mail/mailer';
import { createRateLimiter } from './lib/rate-limiter';
import { registerSameOriginGuard } from './http/same-origin';
import { sessionCookiePolicy } from './http/session-cookie';
import { contentRoutes } from './modules/content/content.routes';
import { builderRoutes } from './modules/builder/builder.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { accountRoutes } from './modules/account/account.routes';
import { planRoutes } from './modules/plan/plan.routes';
import { cardsRoutes, implementersRoutes } from './modules/implementers/implementers.routes';
import { deliveryLogRoutes } from './modules/delivery-log/delivery-log.routes';
import { reviewRoutes } from './modules/review/review.routes';
import { familySummaryRoutes } from './modules/family-summary/family-summary.routes';
import { districtAdminRoutes } from './modules/district-admin/district-admin.routes';
import { operatorRoutes } from './modules/operator/operator.routes';
import { searchRoutes } from './modules/search/search.routes';
import { estimateRoutes } from './modules/estimates/estimates.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import type { CheckoutProvider } from './modules/checkout/checkout-provider';
import { registerBackgroundJobs } from './jobs/background-jobs';
import type Stripe from 'stripe';
import { type ContentIndex, indexLibrary } from './content/content-index';
import { readLibrary } from './content/read-library';
import { holdPdfPool } from './pdf/pdf-pool';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** One mebibyte: the largest request body the API accepts. */
const BODY_LIMIT = 1024 * 1024;
/**
 * The longest a client may take to send a whole request, headers and body. A client that
 * trickles its body (slowloris) would otherwise hold a socket and a parser for ever; 30 s is
 * ample for 1 MiB on the slowest school connection (35 KB/s) and is ended with a 408.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * A socket with no traffic either way for this long is closed: a client that stops reading
 * its answer. Longer than the slowest answer we compute (a plan PDF) and than Fastify's
 * keep-alive time (72 s), which load balancers with a 60 s idle time rely on.
 */
export const CONNECTION_TIMEOUT_MS = 120_000;

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Where the built SPA lives; defaults to apps/web/dist. */
  webDistDir?: string;
  /** Sends e-mail; defaults to SMTP_URL or the outbox folder. */
  mailer?: Mailer;
  /** Takes payments for individual licences; defaults to the built-in test checkout. */
  checkoutProvider?: CheckoutProvider;
  /** The Stripe client (tests pass one that never reaches the network). */
  stripe?: Stripe;
  /** The library to serve; defaults to the one in the database. */
  content?: ContentIndex;
  /** Overrides the pino options (tests pass false or a capturing stream). */
  logger?: FastifyServerOptions['logger'];
  /** Overrides {@link REQUEST_TIMEOUT_MS} (tests shorten it). */
  requestTimeoutMs?: number;
}

/**
 * Fastify's time-outs. Node checks for overdue requests only every 30 s by default, which
 * would let a slow client stay up to twice as long; checking at a quarter of the limit keeps
 * the limit close to what it says. Headers get no longer than the whole request.
 */
function timeoutOptions(requestTimeout: number) {
  return {
    requestTimeout,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    http: {
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(requestTimeout / 4))),
    },
  };
}

/** Builds the whole application without listening, so tests can call `app.inject()`. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    logController: new RequestLogController(),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    // A URL the router cannot decode answers in the same catalogue as every other error.
    frameworkErrors: handleError,
    // A card link's token of any length answers the card routes' one 404, not the router's
    // 414 (100 characters by default); ids are checked by each route's schema.
    routerOptions: { maxParamLength: 2048 },
    ...timeoutOptions(deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(handleError);
  await registerCompression(app);

  await registerOpenApi(app, APP_VERSION);
  const docs = config.API_DOCS ? await registerApiDocsUi(app) : { script: [], style: [] };
  registerSecurityHeaders(app, {
    https: config.PUBLIC_URL.startsWith('https:'),
    production: config.NODE_ENV === 'production',
    extraScript: docs.script,
    extraStyle: docs.style,
  });
  await app.register(cookie);
  app.decorate('sessionCookie', sessionCookiePolicy(config));
  registerSameOriginGuard(app, config.PUBLIC_URL);

  const db = database.db;
  const mailer = deps.mailer ?? createMailer({ config, db, log: app.log });
  const limiter = createRateLimiter(db, clock);
  const content = deps.content ?? indexLibrary(await readLibrary(db));
  const sessionCache = await openSessionCache(database, app.log);
  app.addHook('onClose', sessionCache.close);
  registerCurrentUser(app, { db, clock, sessionCache: sessionCache.cache });
  registerExportCounter(app, { db, clock });

  const shared = { prefix: API_PREFIX, db, clock, limiter, mailer, config };
  await app.register(healthRoutes, { prefix: API_PREFIX, database });
  await app.register(siteRoutes, shared);
  await app.register(sessionRoutes, shared);
  await app.register(authRoutes, shared);
  await app.register(ssoRoutes, shared);
  await app.register(contentRoutes, { ...shared, content });
  await app.register(builderRoutes, shared);
  await app.register(plansRoutes, shared);
  await app.register(accountRoutes, shared);
  await app.register(searchRoutes, { ...shared, content });
  await app.register(estimateRoutes, shared);
  await app.register(checkoutRoutes, {
    ...shared,
    provider: deps.checkoutProvider,
    stripe: deps.stripe,
  });
  await app.register(planRoutes, { ...shared, content });
  await app.register(implementersRoutes, { ...shared, content });
  await app.register(cardsRoutes, { ...shared, content });
  await app.register(deliveryLogRoutes, { ...shared, content });
  await app.register(reviewRoutes, { ...shared, content });
  await app.register(familySummaryRoutes, { ...shared, content });
  await app.register(districtAdminRoutes, { ...shared, content });
  await app.register(operatorRoutes, { ...shared, content });
  registerBackgroundJobs(app, shared);
  app.addHook('onClose', holdPdfPool());

  const spaFallback = await registerWebApp(app, deps.webDistDir ?? DEFAULT_WEB_DIST, {
    sourceMaps: config.SOURCE_MAPS,
  });
  registerNotFound(app, spaFallback);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
