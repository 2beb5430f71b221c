import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** How long browsers keep to https for this site: one year. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * The headers helmet sets for these options, worked out once: helmet's middleware runs against
 * a response that only records what is set. Every answer then gets the same object, instead of
 * helmet's dozen `setHeader` calls per request (a third of a bare request's cost).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    done = true;
  });
  // Every directive here is a fixed string, so helmet answers at once; a nonce function would not.
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Helmet headers with a Content-Security-Policy the built SPA runs under: scripts, styles,
 * fonts and data only from our own origin. `extraScript`/`extraStyle` carry the hashes of
 * the API docs page's inline code. Bootstrap's CSS draws some icons as data: SVG images.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; production: boolean; extraScript: string[]; extraStyle: string[] },
) {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.extraScript],
        styleSrc: ["'self'", ...options.extraStyle],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Generated PDFs open in an overlay frame from a blob: address.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // A year, as browsers' preload lists expect; a production server is reached over https
    // even when a proxy in front of it ends TLS.
    strictTransportSecurity:
      options.https || options.production ? { maxAge: HSTS_MAX_AGE_SECONDS } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
