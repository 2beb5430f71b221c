import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** How long browsers keep to https for this site: one year. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Helmet headers with a Content-Security-Policy the built SPA runs under: scripts, styles,
 * fonts and data only from our own origin. `extraScript`/`extraStyle` carry the hashes of
 * the API docs page's inline code. Bootstrap's CSS draws some icons as data: SVG images.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; production: boolean; extraScript: string[]; extraStyle: string[] },
) {
  await app.register(helmet, {
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
}
