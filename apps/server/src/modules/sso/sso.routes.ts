import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SsoOptionsResponseSchema, SsoSlugSchema } from '@trellis/shared/sso';
import type { SsoErrorCode } from '@trellis/shared/sso-providers';
import { paths } from '@trellis/shared/web-paths';
import { SsoRefusal } from '../../domain/sso/sso-refusal';
import { setSessionCookie } from '../../http/session-cookie';
import { browserCookieOf, clearBrowserCookie, setBrowserCookie } from './sso-browser-cookie';
import { finishSignIn } from './sso-callback.service';
import { optionsForEmail, optionsForSlug, startSignIn, type SsoDeps } from './sso.service';

const tags = ['single sign-on'];

// Browser navigations never answer a validation error: a value that is not one text becomes
// absent, and the flow decides what that means.
const optionalText = z.string().max(4096).optional().catch(undefined);

/**
 * Sends the browser to the sign-in page with the reason (`/?sso=<code>`). An unexpected error
 * is logged and said as `unavailable`: a navigation never ends on a 500 page.
 */
function redirectAfterFailure(reply: FastifyReply, log: FastifyBaseLogger, error: unknown) {
  let code: SsoErrorCode = 'unavailable';
  if (error instanceof SsoRefusal) {
    code = error.code;
    const level = code === 'unavailable' ? 'warn' : 'info';
    log[level]({ sso: code, reason: error.reason }, 'single sign-on refused');
  } else {
    log.error({ err: error }, 'single sign-on failed');
  }
  return reply.redirect(paths.ssoFailed(code), 302);
}

/** Single sign-on (issue 21): the buttons to show, the redirect to a provider, its answer. */
export const ssoRoutes: FastifyPluginAsyncZod<SsoDeps> = async (app, deps) => {
  const secure = deps.config.PUBLIC_URL.startsWith('https:');

  app.get(
    '/auth/sso/options',
    {
      schema: {
        tags,
        summary: "The single sign-on buttons for an e-mail address's district",
        querystring: z.object({ email: optionalText }),
        response: { 200: SsoOptionsResponseSchema },
      },
    },
    (request) => optionsForEmail(deps, request.query.email, request.ip),
  );

  app.get(
    '/auth/sso/districts/:slug',
    {
      schema: {
        tags,
        summary: "The single sign-on buttons of a district's own sign-in address",
        // Validated as a slug, so nothing else (a NUL byte, say) reaches the database.
        params: z.object({ slug: SsoSlugSchema }),
        response: { 200: SsoOptionsResponseSchema },
      },
    },
    (request) => optionsForSlug(deps, request.params.slug, request.ip),
  );

  app.get(
    '/auth/sso/:providerId/start',
    {
      schema: {
        tags,
        summary: "Redirect to the provider's sign-in (or to the sign-in page with the reason)",
        // Any id, even an absurd one, ends on the sign-in page like every other failure.
        params: z.object({ providerId: z.string().max(256).catch('') }),
        querystring: z.object({ returnTo: optionalText, email: optionalText }),
      },
    },
    async (request, reply) => {
      try {
        const { providerId } = request.params;
        const started = await startSignIn(deps, { providerId, ...request.query }, request.ip);
        setBrowserCookie(reply, started.browser, secure);
        return await reply.redirect(started.authorizationUrl, 302);
      } catch (error) {
        return redirectAfterFailure(reply, request.log, error);
      }
    },
  );

  app.get(
    '/auth/sso/callback',
    {
      schema: {
        tags,
        summary: "The provider's answer: sign in and return, or the sign-in page with the reason",
        querystring: z.object({ code: optionalText, state: optionalText, error: optionalText }),
      },
    },
    async (request, reply) => {
      const browser = browserCookieOf(request);
      clearBrowserCookie(reply, secure);
      const queryAt = request.url.indexOf('?');
      const search = queryAt === -1 ? '' : request.url.slice(queryAt);
      try {
        const { state, error } = request.query;
        const signedIn = await finishSignIn(deps, { state, error, search, browser }, request.ip);
        setSessionCookie(reply, signedIn.token, signedIn.expiresAt);
        return await reply.redirect(signedIn.returnTo, 302);
      } catch (error) {
        return redirectAfterFailure(reply, request.log, error);
      }
    },
  );
};
