import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Helmet headers with a Content-Security-Policy the built SPA runs under: scripts, styles,
 * fonts and data only from our own origin. `extraScript`/`extraStyle` carry the hashes of
 * the API docs page's inline code. Bootstrap's CSS draws some icons as data: SVG images.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; extraScript: string[]; extraStyle: string[] },
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
    strictTransportSecurity: options.https ? { maxAge: 15_552_000 } : false,
  });
}
